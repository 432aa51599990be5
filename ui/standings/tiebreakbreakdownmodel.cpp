// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings/tiebreakbreakdownmodel.h"
#include "localenumbers.h"

#include "tournamentdocument.h"

#include <QCoreApplication>
#include <QFont>

namespace arb {

namespace {

    QString kindText(RoundKind k)
    {
        switch (k) {
        case RoundKind::Played:
            return TieBreakBreakdownModel::tr("game");
        case RoundKind::ForfeitWin:
            return TieBreakBreakdownModel::tr("forfeit win");
        case RoundKind::ForfeitLoss:
            return TieBreakBreakdownModel::tr("forfeit loss");
        case RoundKind::PairingBye:
            return TieBreakBreakdownModel::tr("pairing-allocated bye");
        case RoundKind::FullBye:
            return TieBreakBreakdownModel::tr("full-point bye");
        case RoundKind::HalfBye:
            return TieBreakBreakdownModel::tr("half-point bye");
        case RoundKind::ZeroBye:
            return TieBreakBreakdownModel::tr("zero-point bye");
        case RoundKind::Absent:
            return TieBreakBreakdownModel::tr("not paired");
        }
        return QString();
    }

} // namespace

TieBreakBreakdownModel::TieBreakBreakdownModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &TournamentDocument::changed, this, &TieBreakBreakdownModel::recompute);
}

void TieBreakBreakdownModel::explain(int startNo, int tieBreak)
{
    m_startNo = startNo;
    m_tieBreak = tieBreak;
    recompute();
}

void TieBreakBreakdownModel::recompute()
{
    beginResetModel();
    m_explanation = TieBreakExplanation();
    const Standings &st = m_document->standings();
    if (m_startNo > 0 && m_tieBreak >= 0 && m_tieBreak < st.tieBreaks.size())
        m_explanation = explainTieBreak(m_document->tournament(), st.tieBreaks[m_tieBreak],
            m_startNo, st.rounds, st.rules, m_document->database().withdrawals().keys());
    endResetModel();
}

QString TieBreakBreakdownModel::summary() const
{
    if (m_explanation.startNo == 0)
        return tr("Select a tie-break value in the standings to see how it is made up.");
    const Tournament &t = m_document->tournament();
    const int i = t.indexOf(m_explanation.startNo);
    const QString who = i >= 0 ? t.players[i].name : QString::number(m_explanation.startNo);
    QString text
        = tr("%1 of %2: %3 (%4, %5).")
              .arg(m_explanation.spec.text, who, localeText(m_explanation.value),
                  displayName(m_explanation.spec.info()), citation(m_explanation.spec.info()));
    for (const QString &note : m_explanation.notes)
        text += u' ' + note;
    return text;
}

int TieBreakBreakdownModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_explanation.contributions.size());
}

int TieBreakBreakdownModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TieBreakBreakdownModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TieBreakContribution &k = m_explanation.contributions[index.row()];
    if (role == Qt::FontRole && k.cut) {
        QFont f;
        f.setStrikeOut(true);
        return f;
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == Value || index.column() == OpponentScore
                || index.column() == UsedScore
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const Tournament &t = m_document->tournament();
    switch (Column(index.column())) {
    case Round:
        return k.round;
    case Kind:
        return kindText(k.kind);
    case Opponent: {
        if (k.dummy)
            return tr("dummy opponent (Art. 16.4)");
        const int oi = k.opponentStartNo > 0 ? t.indexOf(k.opponentStartNo) : -1;
        return oi >= 0 ? QStringLiteral("%1 (%2)").arg(t.players[oi].name).arg(k.opponentStartNo)
                       : QString();
    }
    case OpponentScore:
        return k.opponentStartNo > 0 ? localeText(k.opponentScore) : QString();
    case UsedScore:
        return k.opponentStartNo > 0 || k.dummy ? localeText(k.key) : QString();
    case Value:
        return k.value.toString();
    case Status: {
        QStringList s;
        if (k.voluntary)
            s.append(tr("voluntarily unplayed (16.1.2)"));
        if (k.opponentStartNo > 0 && k.opponentAdjustedScore != k.opponentScore)
            s.append(tr("opponent's score adjusted (16.3)"));
        if (k.cut)
            s.append(tr("cut"));
        return s.join(QStringLiteral("; "));
    }
    case ColumnCount:
        break;
    }
    return {};
}

QVariant TieBreakBreakdownModel::headerData(
    int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Round:
        return tr("Round");
    case Kind:
        return tr("Round was");
    case Opponent:
        return tr("Opponent");
    case OpponentScore:
        return tr("Opponent's score");
    case UsedScore:
        //: the score, rating or running score a cut or limit judges the element on
        return tr("Counted as");
    case Value:
        return tr("Adds");
    case Status:
        return tr("Notes");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace arb
