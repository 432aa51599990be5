-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 10 (from 9). One statement per line, as SQLite keeps it in sqlite_master:
-- do not reflow.
-- Where each player's rating comes from: the rating list and its month, or "manual".
ALTER TABLE players ADD COLUMN rating_source TEXT NOT NULL DEFAULT '';
