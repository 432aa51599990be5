-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 4 (from 3). One statement per line, as SQLite keeps it in sqlite_master:
-- do not reflow.
-- Team competitions: the roster in board order (boards, then reserves)
-- and the line-ups of the rounds; the team scoring lives in meta.
CREATE TABLE teams (number INTEGER PRIMARY KEY NOT NULL CHECK (number > 0), name TEXT NOT NULL, federation TEXT NOT NULL DEFAULT '', average_rating TEXT NOT NULL DEFAULT '', declared_mp INTEGER NOT NULL DEFAULT 0, has_declared_mp INTEGER NOT NULL DEFAULT 0, declared_gp INTEGER NOT NULL DEFAULT 0, has_declared_gp INTEGER NOT NULL DEFAULT 0, declared_rank INTEGER NOT NULL DEFAULT 0, players TEXT NOT NULL DEFAULT '[]');
CREATE TABLE team_lineups (round INTEGER NOT NULL CHECK (round > 0), team INTEGER NOT NULL REFERENCES teams(number) ON DELETE CASCADE, opponent INTEGER NOT NULL DEFAULT 0, boards TEXT NOT NULL DEFAULT '[]', PRIMARY KEY (round, team));
