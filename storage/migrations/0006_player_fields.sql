-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 6 (from 5). One statement per line, as SQLite keeps it in sqlite_master:
-- do not reflow.
-- The player's club and FIDE K factor (0: derived); the organiser's categories are a meta row.
ALTER TABLE players ADD COLUMN club TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN k_factor INTEGER NOT NULL DEFAULT 0;
