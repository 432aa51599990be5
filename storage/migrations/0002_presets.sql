-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 2 (from 1). One statement per line, as SQLite keeps it in sqlite_master:
-- do not reflow.
CREATE TABLE presets (name TEXT PRIMARY KEY NOT NULL, specs TEXT NOT NULL);
INSERT INTO presets VALUES ('FIDE Swiss', 'BH/C1 BH SB DE WIN BPG'), ('FIDE round robin', 'DE SB KS WIN');
