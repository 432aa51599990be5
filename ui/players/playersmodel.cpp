// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/playersmodel.h"
#include "localenumbers.h"

#include "players/playerfields.h"
#include "players/ratingmethod.h"
#include "players/ratingperiods.h"
#include "tournamentdocument.h"
#include "trf/consistency.h"

#include <QBrush>

#include <algorithm>

namespace arb {

PlayersModel::PlayersModel(TournamentDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(int(document->tournament().players.size()))
{
    connect(document, &TournamentDocument::changed, this, &PlayersModel::documentChanged);
    readDocument();
}

void PlayersModel::readDocument()
{
    findTotals();
    const Tournament &t = m_document->tournament();
    m_national = RatingMethods::nationalRatingsOf(t, RatingMethods::nationalFederation(t));
}

void PlayersModel::findTotals()
{
    // A total of the imported file that does not add up is not tied to a
    // board; it is shown here, against the rounds the file held (declaredTotalsRound).
    m_totals.clear();
    const Tournament &t = m_document->tournament();
    for (const ConsistencyFinding &f : pointsFindings(t, declaredTotalsRound(t)))
        m_totals.insert(f.players.value(0), f.text);
}

QString PlayersModel::totalsWarning() const
{
    if (m_totals.isEmpty())
        return QString();
    QList<int> players = m_totals.keys();
    std::sort(players.begin(), players.end());
    QStringList texts;
    for (int startNo : std::as_const(players))
        texts.append(m_totals.value(startNo));
    return tr("⚠ The points in the imported file do not add up: %1")
        .arg(texts.join(QStringLiteral("; ")));
}

void PlayersModel::documentChanged()
{
    readDocument();
    const int rows = int(m_document->tournament().players.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (rows > 0) {
        emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
    }
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int PlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int PlayersModel::rowOf(int startNo) const
{
    return m_document->tournament().indexOf(startNo);
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tournament &t = m_document->tournament();
    if (index.row() >= t.players.size())
        return {};
    const Player &p = t.players[index.row()];
    if (role == Qt::TextAlignmentRole
        && (index.column() == StartNo || index.column() == Rating
            || index.column() == NationalRating || index.column() == Points
            || index.column() == Withdrawn || index.column() == KFactor))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole)
        return m_document->database().withdrawnFrom(p.startNo) > 0 ? QVariant(QBrush(Qt::gray))
                                                                   : QVariant();
    if (role == Qt::ToolTipRole && index.column() == Points)
        return m_totals.value(p.startNo);
    if (role == Qt::ToolTipRole && (index.column() == Rating || index.column() == NationalRating))
        return ratingToolTip(p);
    // The players the regulations allow no half-point bye are named so where their name is.
    if (role == Qt::ToolTipRole && index.column() == Name
        && halfByesExcluded(t).contains(p.startNo))
        return tr("No half-point byes (the event's regulations)");
    const bool edit = role == Qt::EditRole;
    if (role != Qt::DisplayRole && !edit && role != Qt::UserRole)
        return {};
    switch (Column(index.column())) {
    case StartNo:
        return p.startNo;
    case Name:
        return p.name;
    case Title:
        return p.title;
    case Federation:
        return p.federation;
    case Rating:
        return role == Qt::DisplayRole && p.rating == 0 ? QVariant(QString()) : QVariant(p.rating);
    case NationalRating: {
        const int n = m_national.value(p.startNo);
        return role == Qt::DisplayRole && n == 0 ? QVariant(QString()) : QVariant(n);
    }
    case FideId:
        return p.fideId;
    case Sex:
        return p.sex.isNull() ? QString() : QString(p.sex);
    case BirthDate:
        return p.birthDate;
    case Club:
        return p.club;
    case KFactor:
        return role == Qt::DisplayRole && p.kFactor == 0 ? QVariant(QString())
                                                         : QVariant(p.kFactor);
    case Withdrawn: {
        const int w = m_document->database().withdrawnFrom(p.startNo);
        return role == Qt::DisplayRole && w == 0 ? QVariant(QString()) : QVariant(w);
    }
    case Points: {
        Fixed points;
        for (const RoundEntry &e : p.rounds)
            points += t.scoring.points(e);
        if (role == Qt::UserRole)
            return points.raw();
        return m_totals.contains(p.startNo) && role == Qt::DisplayRole
            ? localeText(points) + QStringLiteral(" ⚠")
            : localeText(points);
    }
    case ColumnCount:
        break;
    }
    return {};
}

QString PlayersModel::ratingToolTip(const Player &p) const
{
    // The official ratings are kept as they are; the tournament rating is what ranks him.
    const Tournament &t = m_document->tournament();
    const RatingMethodRecord method = RatingMethods::of(t);
    const QString fed = RatingMethods::nationalFederation(t);
    const int national = m_national.value(p.startNo);
    const auto text = [](int r) { return r > 0 ? QString::number(r) : QStringLiteral("–"); };
    const QString source = p.ratingSource == u"manual" ? tr("typed in") : p.ratingSource;
    QString tip = tr("FIDE rating: %1 (source: %2)\nNational rating (%3): %4\nTournament "
                     "rating: %5, by %6")
                      .arg(text(p.rating), source.isEmpty() ? tr("not known") : source,
                          fed.isEmpty() ? tr("no federation set") : fed, text(national),
                          text(RatingMethods::tournamentRating(p.rating, national, method.method)),
                          RatingMethods::describe(method.method));
    // An event over 30 days: the ratings he holds from later rounds on.
    for (const LaterRating &r : RatingPeriods::laterRatingsOf(t, p.startNo)) {
        const QString from = r.source == u"manual" ? tr("typed in") : r.source;
        tip += u'\n'
            + (from.isEmpty()
                    ? tr("From round %1: %2").arg(r.fromRound).arg(text(r.rating))
                    : tr("From round %1: %2 (%3)").arg(r.fromRound).arg(text(r.rating), from));
    }
    return tip;
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case StartNo:
        //: start number
        return tr("No.");
    case Name:
        return tr("Name");
    case Title:
        return tr("Title");
    case Federation:
        return tr("Fed.");
    case Rating:
        return tr("Rating");
    case NationalRating:
        //: the player's rating in his national federation's list
        return tr("Nat. rating");
    case FideId:
        return tr("FIDE id");
    case Sex:
        return tr("Sex");
    case BirthDate:
        return tr("Born");
    case Club:
        return tr("Club");
    case KFactor:
        //: the FIDE development coefficient K of the rating calculation
        return tr("K");
    case Withdrawn:
        return tr("Withdrawn from round");
    case Points:
        return tr("Points");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags PlayersModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != StartNo && index.column() != Points)
        f |= Qt::ItemIsEditable;
    return f;
}

bool PlayersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const Tournament &t = m_document->tournament();
    if (index.row() >= t.players.size())
        return false;
    Player p = t.players[index.row()];
    const QString text = value.toString().trimmed();
    auto number = [&](const QString &what, int max, int *out) {
        bool ok = text.isEmpty();
        const int n = ok ? 0 : text.toInt(&ok);
        if (!ok || n < 0 || n > max) {
            emit m_document->errorOccurred(tr("Player %1: %2 \"%3\" is not a number from 0 to %4")
                                               .arg(p.startNo)
                                               .arg(what, text)
                                               .arg(max));
            return false;
        }
        *out = n;
        return true;
    };
    // The fields with a fixed form are checked and stored normalised:
    // a refusal names the player, the field and why; nothing is stored.
    auto fixed = [&](PlayerField field, QString *out) {
        QString error;
        const auto v = PlayerFields::normalise(field, text, &error);
        if (!v) {
            emit m_document->errorOccurred(tr("Player %1: %2").arg(p.startNo).arg(error));
            return false;
        }
        *out = v->value;
        m_note = v->value.compare(text, Qt::CaseInsensitive) == 0 ? QString() : v->note;
        return true;
    };
    m_note.clear();
    switch (Column(index.column())) {
    case Name:
        p.name = text;
        break;
    case Title:
        if (!fixed(PlayerField::Title, &p.title))
            return false;
        break;
    case Federation:
        if (!fixed(PlayerField::Federation, &p.federation))
            return false;
        break;
    case Rating:
        if (!number(tr("rating"), 4000, &p.rating))
            return false;
        // A rating typed in is the arbiter's: its source says so (FIDE's checklist I59).
        if (p.rating != t.players[index.row()].rating)
            p.ratingSource = p.rating > 0 ? QStringLiteral("manual") : QString();
        break;
    case NationalRating: {
        int rating = 0;
        if (!number(tr("national rating"), 4000, &rating))
            return false;
        return m_document->setNationalRating(p.startNo, rating);
    }
    case FideId:
        if (!fixed(PlayerField::FideId, &p.fideId))
            return false;
        break;
    case Sex: {
        QString sex;
        if (!fixed(PlayerField::Sex, &sex))
            return false;
        p.sex = sex.isEmpty() ? QChar() : sex.at(0);
        break;
    }
    case BirthDate:
        if (!fixed(PlayerField::BirthDate, &p.birthDate))
            return false;
        break;
    case Club:
        p.club = text;
        break;
    case KFactor:
        if (!number(tr("K factor"), 40, &p.kFactor))
            return false;
        break;
    case Withdrawn: {
        int round = 0;
        if (!number(tr("round"), 999, &round))
            return false;
        return m_document->setWithdrawal(p.startNo, round);
    }
    default:
        return false;
    }
    if (!m_document->setPlayer(p))
        return false;
    if (!m_note.isEmpty())
        emit noteOccurred(tr("Player %1: %2").arg(p.startNo).arg(m_note));
    return true;
}

} // namespace arb
