// SPDX-License-Identifier: GPL-3.0-or-later
// The published site of an individual event: static, mobile-friendly HTML pages with
// the pairings, standings, cross table, one page per player and the tie-break list. The pages are
// built in memory, so that arbiter-cli publish writes them to a folder and the app can serve them.
#pragma once

#include "tiebreaks/standings.h"
#include "tournament.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace arb {

//! One file of the published site: its path relative to the site's folder and its bytes.
struct SiteFile
{
    QString path;
    QByteArray content;
};

struct SiteOptions
{
    //! A line for each page's footer (e.g. when it was published); escaped.
    QString footerNote;
    //! When positive, each page asks the browser to load it again after so many seconds (the
    //! app's live site).
    int refreshSeconds = 0;
};

//! Returns the files of the published site of \a t with its standings \a st: index.html,
//! round-N.html for each round with pairings, standings.html, crosstable.html, players.html,
//! player-N.html for each participant (N = start number), tiebreaks.html and style.css.
QList<SiteFile> buildSite(
    const Tournament &t, const Standings &st, const SiteOptions &options = {});

//! Writes \a files into the folder \a dir (created when missing), each file whole or not at all;
//! returns false with a message naming the folder or file in \a error.
bool writeSite(const QList<SiteFile> &files, const QString &dir, QString *error);

//! Returns the boards of round \a round (1-based) of \a t as (white, black) start numbers in
//! the Dutch engine's board order (boardOrder(), as the Rounds tab lists them), then every
//! participant with a bye of any kind that round, best score first, with black 0.
QList<QPair<int, int>> publishedBoards(const Tournament &t, int round);

} // namespace arb
