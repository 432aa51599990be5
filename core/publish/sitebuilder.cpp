// SPDX-License-Identifier: GPL-3.0-or-later
#include "publish/sitebuilder.h"
#include "filewrite.h"
#include "rules/fidemode.h"

#include "pairing/dutch.h"
#include "players/ratingreport.h"
#include "prizes/prizefundfile.h"
#include "prizes/prizereport.h"
#include "publish/sitehtml.h"
#include "scores.h"
#include "tiebreaks/registry.h"

#include <QCollator>
#include <QCoreApplication>
#include <QDir>
#include <QHash>

#include <algorithm>

namespace arb {

namespace {

    using namespace site;

    //! The result of a round from its participant's view, as a published table shows it.
    QString ownResult(const RoundEntry &e)
    {
        if (e.code == ' ')
            return QString();
        switch (e.kind()) {
        case RoundKind::Played: {
            const int o = e.outcome();
            const QString s = o > 0 ? QStringLiteral("1")
                : o == 0            ? QStringLiteral("½")
                                    : QStringLiteral("0");
            return e.rated ? s : s + QStringLiteral(" (unrated)");
        }
        case RoundKind::ForfeitWin:
            return QStringLiteral("+ (forfeit)");
        case RoundKind::ForfeitLoss:
            return QStringLiteral("− (forfeit)");
        case RoundKind::PairingBye:
            return QStringLiteral("1 (pairing bye)");
        case RoundKind::FullBye:
            return QStringLiteral("1 (bye)");
        case RoundKind::HalfBye:
            return QStringLiteral("½ (bye)");
        case RoundKind::ZeroBye:
            return QStringLiteral("0 (bye)");
        case RoundKind::Absent:
            return QStringLiteral("0 (absent)");
        }
        return QString();
    }

    //! True when the participant has no round after \a round with an opponent or a result: the
    //! published pages mark such a player as not playing on ("withdrawn") once rounds are missing.
    bool withdrawnAfter(const Player &p, int playedRounds)
    {
        int last = 0;
        for (int r = 0; r < p.rounds.size(); ++r)
            if (p.rounds[r].opponent != 0
                || (p.rounds[r].code != ' ' && p.rounds[r].kind() != RoundKind::Absent))
                last = r + 1;
        return playedRounds > 0 && last < playedRounds && last > 0
            && std::all_of(p.rounds.begin() + last, p.rounds.end(),
                [](const RoundEntry &e) { return e.kind() == RoundKind::Absent || e.code == ' '; });
    }

    class Builder
    {
    public:
        Builder(const Tournament &t, const Standings &st, const SiteOptions &o)
            : m_t(t)
            , m_st(st)
            , m_rounds(t.roundCount())
            , m_refresh(o.refreshSeconds)
        {
            for (const StandingRow &row : st.rows)
                m_rank.insert(row.startNo, &row);
            m_nav = {{QStringLiteral("standings.html"), QStringLiteral("Standings")},
                {QStringLiteral("crosstable.html"), QStringLiteral("Cross table")},
                {QStringLiteral("players.html"), QStringLiteral("Players")},
                {QStringLiteral("tiebreaks.html"), QStringLiteral("Tie-breaks")}};
            if (m_rounds > 0)
                m_nav.prepend({roundFile(m_rounds), QStringLiteral("Pairings")});
            if (t.prizeFund)
                m_nav.insert(
                    m_nav.size() - 1, {QStringLiteral("prizes.html"), QStringLiteral("Prizes")});
            // A FIDE event's rating changes: in FIDE mode, with a rated player.
            m_ratings = !fideModeExit(t)
                && std::any_of(t.players.cbegin(), t.players.cend(),
                    [](const Player &p) { return p.isRated(); });
            if (m_ratings)
                m_nav.insert(m_nav.size() - 1,
                    {QStringLiteral("ratings.html"), QStringLiteral("Rating changes")});
            m_footer = QStringLiteral("<p>Published with Arbiter. Tie-breaks: FIDE C.07, %1 "
                                      "edition.%2</p>")
                           .arg(rulesVersionText(st.rules),
                               o.footerNote.isEmpty() ? QString() : u' ' + esc(o.footerNote));
        }

        QList<SiteFile> build()
        {
            add(QStringLiteral("style.css"), styleSheet());
            add(QStringLiteral("index.html"), indexPage());
            for (int r = 1; r <= m_rounds; ++r)
                add(roundFile(r), roundPage(r));
            add(QStringLiteral("standings.html"), standingsPage());
            add(QStringLiteral("crosstable.html"), crossTablePage());
            add(QStringLiteral("players.html"), playersPage());
            for (const Player &p : m_t.players)
                add(playerFile(p.startNo), playerPage(p));
            add(QStringLiteral("tiebreaks.html"), tieBreaksPage());
            if (m_t.prizeFund)
                add(QStringLiteral("prizes.html"), prizesPage());
            if (m_ratings)
                add(QStringLiteral("ratings.html"), ratingsPage());
            return m_files;
        }

    private:
        static QString roundFile(int r) { return QStringLiteral("round-%1.html").arg(r); }
        static QString playerFile(int no) { return QStringLiteral("player-%1.html").arg(no); }

        void add(const QString &path, const QString &text)
        {
            m_files.append({path, text.toUtf8()});
        }

        QString frame(const QString &title, const QString &current, const QString &body) const
        {
            const QString event = m_t.name.isEmpty() ? QStringLiteral("Tournament") : m_t.name;
            // An event outside FIDE mode says so on every page (C.02 B22); the site is English.
            QString notice;
            if (const std::optional<FideModeExit> exit = fideModeExit(m_t))
                notice
                    = QStringLiteral("<p class=\"notice\">Not in FIDE mode (left %1)</p>\n")
                          .arg(exit->round > 0 ? QStringLiteral("after round %1").arg(exit->round)
                                               : QStringLiteral("before round 1"));
            return page(event, title, m_nav, current, notice + body, m_footer, m_refresh);
        }

        const Player &player(int startNo) const { return m_t.players[m_t.indexOf(startNo)]; }

        QString playerLink(int startNo) const
        {
            const Player &p = player(startNo);
            const QString name = p.title.isEmpty() ? p.name : p.title + u' ' + p.name;
            return nameLink(playerFile(startNo), name);
        }

        QString scoreAfter(int startNo, int rounds) const
        {
            return pointsAfter(m_t, m_t.indexOf(startNo), rounds).toString();
        }

        QString indexPage() const
        {
            QString b = QStringLiteral("<dl class=\"facts\">\n");
            auto fact = [&](const QString &label, const QString &value) {
                if (!value.trimmed().isEmpty())
                    b += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n")
                             .arg(esc(label), esc(plainText(value, 100)));
            };
            fact(QStringLiteral("Place"), m_t.city);
            fact(QStringLiteral("Federation"), m_t.federation);
            QString dates = m_t.startDate;
            if (!m_t.endDate.isEmpty() && m_t.endDate != m_t.startDate)
                dates += QStringLiteral(" – ") + m_t.endDate;
            fact(QStringLiteral("Dates"), dates);
            fact(QStringLiteral("Chief arbiter"), m_t.chiefArbiter);
            fact(QStringLiteral("Time control"), m_t.timeControl);
            fact(QStringLiteral("System"),
                m_t.isRoundRobin() ? QStringLiteral("Round robin") : QStringLiteral("Swiss"));
            fact(QStringLiteral("Players"), QString::number(m_t.players.size()));
            fact(QStringLiteral("Rounds"),
                QStringLiteral("%1 of %2").arg(m_st.rounds).arg(m_t.plannedRounds()));
            b += QStringLiteral("</dl>\n");
            if (m_rounds > 0) {
                b += QStringLiteral("<h2>Pairings and results</h2>\n<ul class=\"rounds\">\n");
                for (int r = m_rounds; r >= 1; --r)
                    b += QStringLiteral("<li>%1</li>\n")
                             .arg(link(roundFile(r), QStringLiteral("Round %1").arg(r)));
                b += QStringLiteral("</ul>\n");
            }
            return frame(QString(), QStringLiteral("index.html"), b);
        }

        QString roundPage(int r) const
        {
            QString b;
            if (r > 1 || r < m_rounds) {
                b += QStringLiteral("<p class=\"muted\">");
                if (r > 1)
                    b += link(roundFile(r - 1), QStringLiteral("← Round %1").arg(r - 1)) + u' ';
                if (r < m_rounds)
                    b += link(roundFile(r + 1), QStringLiteral("Round %1 →").arg(r + 1));
                b += QStringLiteral("</p>\n");
            }
            b += QStringLiteral("<div class=\"scroll\"><table>\n<thead><tr>");
            b += cell(QStringLiteral("Bd"), QStringLiteral("num"), true)
                + cell(QStringLiteral("White"), QString(), true)
                + cell(QStringLiteral("Pts"), QStringLiteral("num"), true)
                + cell(QStringLiteral("Result"), QStringLiteral("res"), true)
                + cell(QStringLiteral("Pts"), QStringLiteral("num"), true)
                + cell(QStringLiteral("Black"), QString(), true);
            b += QStringLiteral("</tr></thead>\n<tbody>\n");
            int board = 0;
            for (const auto &[white, black] : publishedBoards(m_t, r)) {
                const RoundEntry &we = player(white).rounds[r - 1];
                QString result;
                if (black != 0)
                    result = esc(result::gameText(we.code));
                else
                    result = esc(ownResult(we));
                b += QStringLiteral("<tr>");
                b += cell(black != 0 ? QString::number(++board) : QString(), QStringLiteral("num"));
                b += cell(playerLink(white))
                    + cell(scoreAfter(white, r - 1), QStringLiteral("num"));
                b += cell(result, QStringLiteral("res"));
                b += black != 0 ? cell(scoreAfter(black, r - 1), QStringLiteral("num"))
                        + cell(playerLink(black))
                                : cell(QString()) + cell(QString());
                b += QStringLiteral("</tr>\n");
            }
            b += QStringLiteral("</tbody>\n</table></div>\n");
            b += QStringLiteral("<p class=\"muted\">Pts: points before the round.</p>\n");
            return frame(QStringLiteral("Round %1").arg(r), roundFile(r), b);
        }

        QString standingsPage() const;
        QString crossTablePage() const;
        QString playersPage() const;
        QString playerPage(const Player &p) const;
        QString tieBreaksPage() const;
        QString prizesPage() const;
        QString ratingsPage() const;

        const Tournament &m_t;
        bool m_ratings = false; //!< the rating changes page is published
        const Standings &m_st;
        const int m_rounds;
        const int m_refresh;
        QHash<int, const StandingRow *> m_rank;
        QList<NavItem> m_nav;
        QString m_footer;
        QList<SiteFile> m_files;
    };

} // namespace

namespace {

    QString Builder::standingsPage() const
    {
        QString b;
        b += QStringLiteral("<p class=\"muted\">After round %1 of %2.</p>\n")
                 .arg(m_st.rounds)
                 .arg(m_t.plannedRounds());
        b += QStringLiteral("<div class=\"scroll\"><table>\n<thead><tr>");
        b += cell(QStringLiteral("Rk"), QStringLiteral("num"), true)
            + cell(QStringLiteral("No"), QStringLiteral("num wide"), true)
            + cell(QStringLiteral("Name"), QString(), true)
            + cell(QStringLiteral("Fed"), QStringLiteral("wide"), true)
            + cell(QStringLiteral("Rtg"), QStringLiteral("num wide"), true)
            + cell(QStringLiteral("Pts"), QStringLiteral("num"), true);
        for (const TieBreakSpec &spec : m_st.tieBreaks)
            b += QStringLiteral("<th class=\"num\" title=\"%1\">%2</th>")
                     .arg(esc(displayName(spec.info()) + QStringLiteral(", ")
                              + citation(spec.info())),
                         esc(spec.text));
        b += cell(QStringLiteral("Decided by"), QString(), true);
        b += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const StandingRow &row : m_st.rows) {
            const Player &p = m_t.players[row.playerIndex];
            const bool out = withdrawnAfter(p, m_rounds);
            b += out ? QStringLiteral("<tr class=\"withdrawn\">") : QStringLiteral("<tr>");
            b += cell(
                QString::number(row.rank) + (row.sharedRank ? QStringLiteral("=") : QString()),
                QStringLiteral("num"));
            b += cell(QString::number(p.startNo), QStringLiteral("num wide"));
            b += cell(playerLink(p.startNo) + (out ? QStringLiteral(" (withdrawn)") : QString()));
            b += cell(esc(plainText(p.federation, 3)), QStringLiteral("wide"));
            b += cell(
                p.rating > 0 ? QString::number(p.rating) : QString(), QStringLiteral("num wide"));
            b += cell(row.points.toString(), QStringLiteral("num"));
            for (const TieBreakValue &v : row.values)
                b += cell(v.toString(), QStringLiteral("num"));
            b += cell(esc(separationKey(m_st, row)));
            b += QStringLiteral("</tr>\n");
        }
        b += QStringLiteral("</tbody>\n</table></div>\n");
        for (const QString &note : m_st.notes)
            b += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(esc(note));
        b += QStringLiteral("<p class=\"muted\">%1</p>\n")
                 .arg(link(QStringLiteral("tiebreaks.html"),
                     QStringLiteral("What each tie-break means")));
        return frame(QStringLiteral("Standings"), QStringLiteral("standings.html"), b);
    }

    QString Builder::crossTablePage() const
    {
        QString b = QStringLiteral("<div class=\"scroll\"><table>\n<thead><tr>");
        b += cell(QStringLiteral("Rk"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Name"), QString(), true);
        for (int r = 1; r <= m_rounds; ++r)
            b += cell(QStringLiteral("R%1").arg(r), QStringLiteral("res"), true);
        b += cell(QStringLiteral("Pts"), QStringLiteral("num"), true);
        b += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const StandingRow &row : m_st.rows) {
            const Player &p = m_t.players[row.playerIndex];
            b += QStringLiteral("<tr>");
            b += cell(QString::number(row.rank), QStringLiteral("num"));
            b += cell(playerLink(p.startNo));
            for (int r = 0; r < m_rounds; ++r) {
                const RoundEntry e = r < p.rounds.size() ? p.rounds[r] : RoundEntry();
                QString text;
                if (e.opponent != 0 && m_rank.contains(e.opponent)) {
                    const QString colour = e.colour == Colour::White ? QStringLiteral("w")
                        : e.colour == Colour::Black                  ? QStringLiteral("b")
                                                                     : QString();
                    QString res = ownResult(e);
                    res = res.section(u' ', 0, 0);
                    text = QString::number(m_rank.value(e.opponent)->rank) + colour + res;
                } else if (e.code != ' ') {
                    text = ownResult(e).section(u' ', 0, 0);
                    text = e.kind() == RoundKind::Absent ? QStringLiteral("–")
                                                         : QStringLiteral("bye ") + text;
                }
                b += cell(esc(text), QStringLiteral("res"));
            }
            b += cell(row.points.toString(), QStringLiteral("num"));
            b += QStringLiteral("</tr>\n");
        }
        b += QStringLiteral("</tbody>\n</table></div>\n<p class=\"muted\">Each round: the "
                            "opponent's rank, the colour (w, b) and the result.</p>\n");
        return frame(QStringLiteral("Cross table"), QStringLiteral("crosstable.html"), b);
    }

    QString Builder::playersPage() const
    {
        QList<const Player *> sorted;
        for (const Player &p : m_t.players)
            sorted.append(&p);
        QCollator collator {QLocale(QLocale::English)};
        std::stable_sort(sorted.begin(), sorted.end(), [&](const Player *a, const Player *b) {
            return collator.compare(a->name, b->name) < 0;
        });
        QString b = QStringLiteral("<div class=\"scroll\"><table>\n<thead><tr>");
        b += cell(QStringLiteral("Name"), QString(), true)
            + cell(QStringLiteral("No"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Fed"), QString(), true)
            + cell(QStringLiteral("Rtg"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Pts"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Rk"), QStringLiteral("num"), true);
        b += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const Player *p : sorted) {
            const StandingRow *row = m_rank.value(p->startNo);
            b += QStringLiteral("<tr>") + cell(playerLink(p->startNo))
                + cell(QString::number(p->startNo), QStringLiteral("num"))
                + cell(esc(plainText(p->federation, 3)))
                + cell(
                    p->rating > 0 ? QString::number(p->rating) : QString(), QStringLiteral("num"))
                + cell(row ? row->points.toString() : QString(), QStringLiteral("num"))
                + cell(row ? QString::number(row->rank) : QString(), QStringLiteral("num"))
                + QStringLiteral("</tr>\n");
        }
        b += QStringLiteral("</tbody>\n</table></div>\n");
        return frame(QStringLiteral("Players"), QStringLiteral("players.html"), b);
    }

    QString Builder::playerPage(const Player &p) const
    {
        const StandingRow *row = m_rank.value(p.startNo);
        QString b = QStringLiteral("<dl class=\"facts\">\n");
        auto fact = [&](const QString &label, const QString &value) {
            if (!value.isEmpty())
                b += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n")
                         .arg(esc(label), esc(plainText(value, 100)));
        };
        fact(QStringLiteral("Start number"), QString::number(p.startNo));
        fact(QStringLiteral("Title"), p.title);
        fact(QStringLiteral("Federation"), p.federation);
        fact(QStringLiteral("Rating"), p.rating > 0 ? QString::number(p.rating) : QString());
        fact(QStringLiteral("FIDE id"), p.fideId);
        if (row) {
            fact(QStringLiteral("Rank"),
                QString::number(row->rank) + (row->sharedRank ? QStringLiteral("=") : QString()));
            fact(QStringLiteral("Points"), row->points.toString());
            for (int i = 0; i < m_st.tieBreaks.size() && i < row->values.size(); ++i)
                fact(m_st.tieBreaks[i].text, row->values[i].toString());
        }
        if (withdrawnAfter(p, m_rounds))
            fact(QStringLiteral("Status"), QStringLiteral("withdrawn"));
        b += QStringLiteral("</dl>\n<h2>Rounds</h2>\n<div class=\"scroll\"><table>\n<thead><tr>");
        b += cell(QStringLiteral("Rd"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Col"), QString(), true)
            + cell(QStringLiteral("Opponent"), QString(), true)
            + cell(QStringLiteral("Rtg"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Result"), QString(), true)
            + cell(QStringLiteral("Total"), QStringLiteral("num"), true);
        b += QStringLiteral("</tr></thead>\n<tbody>\n");
        const int index = m_t.indexOf(p.startNo);
        for (int r = 0; r < m_rounds; ++r) {
            const RoundEntry e = r < p.rounds.size() ? p.rounds[r] : RoundEntry();
            QString colour, opponent, rating;
            if (e.opponent != 0 && m_t.indexOf(e.opponent) >= 0) {
                colour = e.colour == Colour::White ? QStringLiteral("White")
                    : e.colour == Colour::Black    ? QStringLiteral("Black")
                                                   : QString();
                opponent = playerLink(e.opponent);
                const int rtg = player(e.opponent).rating;
                rating = rtg > 0 ? QString::number(rtg) : QString();
            }
            b += QStringLiteral("<tr>")
                + cell(link(roundFile(r + 1), QString::number(r + 1)), QStringLiteral("num"));
            b += cell(esc(colour)) + cell(opponent) + cell(rating, QStringLiteral("num"));
            b += cell(esc(ownResult(e)))
                + cell(pointsAfter(m_t, index, r + 1).toString(), QStringLiteral("num"));
            b += QStringLiteral("</tr>\n");
        }
        b += QStringLiteral("</tbody>\n</table></div>\n");
        return frame(p.name, QString(), b);
    }

    QString Builder::tieBreaksPage() const
    {
        QString b = QStringLiteral("<p>Players with the same points are ranked by these "
                                   "tie-breaks, in this order (FIDE C.07, %1 edition).</p>\n")
                        .arg(rulesVersionText(m_st.rules));
        b += QStringLiteral("<div class=\"scroll\"><table>\n<thead><tr>");
        b += cell(QStringLiteral("#"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Tie-break"), QString(), true)
            + cell(QStringLiteral("Name"), QString(), true)
            + cell(QStringLiteral("Rule"), QString(), true);
        b += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (int i = 0; i < m_st.tieBreaks.size(); ++i) {
            const TieBreakSpec &spec = m_st.tieBreaks[i];
            b += QStringLiteral("<tr>") + cell(QString::number(i + 1), QStringLiteral("num"))
                + cell(esc(spec.text)) + cell(esc(displayName(spec.info())))
                + cell(esc(citation(spec.info()))) + QStringLiteral("</tr>\n");
        }
        b += QStringLiteral("</tbody>\n</table></div>\n");
        if (m_st.lotsSeed)
            b += QStringLiteral("<p class=\"muted\">Ties left after every tie-break are broken by "
                                "lots (seed %1).</p>\n")
                     .arg(*m_st.lotsSeed);
        return frame(QStringLiteral("Tie-breaks"), QStringLiteral("tiebreaks.html"), b);
    }

    // The prize money of the standing published: who receives what, how ties shared.
    QString Builder::prizesPage() const
    {
        const PrizeFund &fund = *m_t.prizeFund;
        const QList<PrizeEntrant> standing = prizeEntrants(m_t, m_st);
        const PrizeDistribution d = distributePrizes(fund, standing);
        QString b = QStringLiteral("<p>%1</p>\n").arg(esc(prizeMethodText(fund)));
        b += QStringLiteral("<div class=\"scroll\"><table>\n<thead><tr>");
        b += cell(QStringLiteral("Rk"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Name"), QString(), true)
            + cell(QStringLiteral("Pts"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Amount"), QStringLiteral("num"), true)
            + cell(QStringLiteral("Prizes"), QString(), true);
        b += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const PrizePayout &p : d.payouts) {
            const StandingRow *row = m_rank.value(p.startNo);
            b += QStringLiteral("<tr>")
                + cell(row ? QString::number(row->rank) : QString(), QStringLiteral("num"))
                + cell(playerLink(p.startNo))
                + cell(row ? row->points.toString() : QString(), QStringLiteral("num"))
                + cell(esc(fund.money(p.amount)), QStringLiteral("num"))
                + cell(esc(p.prizes.join(QStringLiteral(", ")))) + QStringLiteral("</tr>\n");
        }
        b += QStringLiteral("</tbody>\n</table></div>\n");
        for (const QString &note : prizeAwardNotes(fund, d))
            b += QStringLiteral("<p>%1</p>\n").arg(esc(note));
        b += QStringLiteral("<p>%1</p>\n")
                 .arg(esc(prizeTotals(fund, d).join(QStringLiteral("; "))));
        return frame(QStringLiteral("Prizes"), QStringLiteral("prizes.html"), b);
    }

    // The FIDE rating change of each rated player, the rating an unrated player's games give.
    // On a phone the number, rating, K and expected score give way to the change.
    QString Builder::ratingsPage() const
    {
        const QList<RatingReportRow> rows = ratingReport(m_t);
        const QString num = QStringLiteral("num");
        const QString wide = QStringLiteral("num wide");
        QString b = QStringLiteral("<h2>Rated players</h2>\n<div class=\"scroll\"><table>\n"
                                   "<thead><tr>");
        b += cell(QStringLiteral("No"), wide, true) + cell(QStringLiteral("Name"), QString(), true)
            + cell(QStringLiteral("Rtg"), wide, true) + cell(QStringLiteral("K"), wide, true)
            + cell(QStringLiteral("Games"), num, true) + cell(QStringLiteral("Pts"), num, true)
            + cell(QStringLiteral("Exp."), wide, true) + cell(QStringLiteral("+/-"), num, true);
        b += QStringLiteral("</tr></thead>\n<tbody>\n");
        QString unrated;
        for (const RatingReportRow &r : rows) {
            if (r.rating == 0) {
                if (r.initial.games > 0)
                    unrated += QStringLiteral("<tr>") + cell(QString::number(r.startNo), wide)
                        + cell(playerLink(r.startNo)) + cell(QString::number(r.initial.games), num)
                        + cell(QString::number(r.initial.scoreHalves / 2.0), num)
                        + cell(r.initial.rating > 0 ? QString::number(r.initial.rating) : QString(),
                            num)
                        + cell(esc(r.initial.note())) + QStringLiteral("</tr>\n");
                continue;
            }
            const bool games = r.change.games > 0;
            b += QStringLiteral("<tr>") + cell(QString::number(r.startNo), wide)
                + cell(playerLink(r.startNo)) + cell(QString::number(r.rating), wide)
                + cell(QString::number(r.change.k), wide)
                + cell(QString::number(r.change.games), num)
                + cell(games ? QString::number(r.change.scoreHalves / 2.0) : QString(), num)
                + cell(games ? QString::number(r.change.expectedHundredths / 100.0, 'f', 2)
                             : QString(),
                    wide)
                + cell(games ? ratingChangeText(r.change.change()) : QString(), num)
                + QStringLiteral("</tr>\n");
        }
        b += QStringLiteral("</tbody>\n</table></div>\n");
        if (!unrated.isEmpty()) {
            b += QStringLiteral("<h2>Unrated players</h2>\n<div class=\"scroll\"><table>\n"
                                "<thead><tr>");
            b += cell(QStringLiteral("No"), wide, true)
                + cell(QStringLiteral("Name"), QString(), true)
                + cell(QStringLiteral("Games"), num, true) + cell(QStringLiteral("Pts"), num, true)
                + cell(QStringLiteral("Ru"), num, true)
                + cell(QStringLiteral("Note"), QString(), true);
            b += QStringLiteral("</tr></thead>\n<tbody>\n") + unrated
                + QStringLiteral("</tbody>\n</table></div>\n");
        }
        b += QStringLiteral(
            "<p>FIDE Rating Regulations (1 March 2024): a rated player's change is K &times; "
            "(score &minus; expected score) over his games against rated opponents (8.3); an "
            "unrated player's rating Ru = Ra + dp with two draws against 1800 added, at most 2200 "
            "(8.2). Ratings change with FIDE's list of the rating period.</p>\n");
        return frame(QStringLiteral("Rating changes"), QStringLiteral("ratings.html"), b);
    }

} // namespace

QList<QPair<int, int>> publishedBoards(const Tournament &t, int round)
{
    QList<QPair<int, int>> out;
    // The games in the order the Dutch engine numbers its boards, as the Rounds tab and the
    // printed pairings list them.
    for (const Board &b : boardOrder(t, round))
        if (b.black != 0)
            out.append({b.white, b.black});
    // Then everyone else with an entry that round (byes of every kind), best score first.
    const QList<Fixed> scores = pointsAfter(t, round - 1);
    QList<QPair<Fixed, int>> unpaired;
    for (int i = 0; i < t.players.size(); ++i) {
        const Player &p = t.players[i];
        if (round - 1 >= p.rounds.size())
            continue;
        const RoundEntry &e = p.rounds[round - 1];
        if ((e.opponent == 0 || t.indexOf(e.opponent) < 0) && e.code != ' '
            && e.kind() != RoundKind::Absent)
            unpaired.append({scores[i], p.startNo});
    }
    std::stable_sort(unpaired.begin(), unpaired.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? b.first < a.first : a.second < b.second;
    });
    for (const auto &[score, startNo] : std::as_const(unpaired))
        out.append({startNo, 0});
    return out;
}

QList<SiteFile> buildSite(const Tournament &t, const Standings &st, const SiteOptions &options)
{
    return Builder(t, st, options).build();
}

bool writeSite(const QList<SiteFile> &files, const QString &dir, QString *error)
{
    QDir folder(dir);
    if (!folder.mkpath(QStringLiteral("."))) {
        *error = QCoreApplication::translate("arb::Publish", "cannot create the folder %1")
                     .arg(QDir::toNativeSeparators(dir));
        return false;
    }
    // Each page is written whole or not at all: a reader never sees half a page, and a full
    // disk leaves the page as it was.
    for (const SiteFile &f : files)
        if (!writeFileWhole(folder.filePath(f.path), f.content, error))
            return false;
    return true;
}

} // namespace arb
