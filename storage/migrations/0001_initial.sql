-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 1. One statement per line, as SQLite keeps it in sqlite_master:
-- do not reflow.
CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
CREATE TABLE players (start_no INTEGER PRIMARY KEY NOT NULL CHECK (start_no > 0), name TEXT NOT NULL, title TEXT NOT NULL DEFAULT '', sex TEXT NOT NULL DEFAULT '', federation TEXT NOT NULL DEFAULT '', fide_id TEXT NOT NULL DEFAULT '', birth_date TEXT NOT NULL DEFAULT '', rating INTEGER NOT NULL DEFAULT 0, declared_points INTEGER NOT NULL DEFAULT 0, has_declared_points INTEGER NOT NULL DEFAULT 0, declared_rank INTEGER NOT NULL DEFAULT 0, withdrawn_round INTEGER NOT NULL DEFAULT 0);
CREATE TABLE results (start_no INTEGER NOT NULL REFERENCES players(start_no) ON DELETE CASCADE, round INTEGER NOT NULL CHECK (round > 0), opponent INTEGER NOT NULL DEFAULT 0, colour TEXT NOT NULL DEFAULT '', code TEXT NOT NULL DEFAULT ' ', rated INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (start_no, round));
CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, what TEXT NOT NULL, before TEXT NOT NULL, after TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '', state INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
