-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 5 (from 4). One statement per line, as SQLite keeps it in sqlite_master:
-- do not reflow.
-- Events stored before Arbiter knew the 2026 edition of C.07 keep the 2024 edition they were computed under; a new event has no meta rows yet and follows its start date.
INSERT INTO meta (key, value) SELECT 'rulesEdition', '2024' WHERE EXISTS (SELECT 1 FROM meta WHERE key = 'name') AND NOT EXISTS (SELECT 1 FROM meta WHERE key = 'rulesEdition');
