-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 3 (from 2). One statement per line, as SQLite keeps it in sqlite_master:
-- do not reflow.
-- Undo and redo look for the newest done and the oldest undone entry.
CREATE INDEX audit_state ON audit (state, id);
