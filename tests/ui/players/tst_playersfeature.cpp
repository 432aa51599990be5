// SPDX-License-Identifier: GPL-3.0-or-later
// Players: the fields with a fixed form and their checks in the Players tab, the
// organiser's categories and the standings per category, the rating change column and the
// import from a FIDE rating list.
#include "eventform.h"
#include "generatedfixture.h"
#include "players/categoriesdialog.h"
#include "players/playerroundsmodel.h"
#include "players/playersmodel.h"
#include "players/ratinglistdialog.h"
#include "players/ratingmethod.h"
#include "players/ratingperiods.h"
#include "players/ratingupdatedialog.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace arb;

namespace {

//! Writes a FIDE combined rating list of three players at \a path: Carlsen 2837 (rapid 2830),
//! Koneru 2535 (no rapid rating), Muster 1850.
bool writeCombinedList(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly)
        && f.write(
               "ID Number      Name                                                         Fed "
               "Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day "
               "Flag\n"
               "1503014        Carlsen, Magnus                                              NOR "
               "M   GM                           2837  0   10 2830  0   10 2885  0   10 1990\n"
               "5008123        Koneru, Humpy                                                IND "
               "F   GM   WGM                     2535  9   10                            1987 w\n"
               "12345678       Muster, Erika                                                GER "
               "F        WF                      1850      40                            2011 "
               "wi\n")
        > 0;
}

} // namespace

class tst_PlayersFeature : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fieldsCheckedAndStored();
    void categoriesDialog();
    void standingsByCategory();
    void ratingChangeShown();
    void ratingListImport();
    void importedTotalsWarned();
    void nationalRatingsRankPlayers();
    void ratingsCheckedAgainstList();
    void eventOver30Days();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<TournamentDocument> m_doc;
};

void tst_PlayersFeature::init()
{
    QCoreApplication::setOrganizationName(QStringLiteral("arbiter-test-players"));
    m_doc = std::make_unique<TournamentDocument>();
    m_path = m_dir.filePath(
        QStringLiteral("event-%1.arbiter").arg(QDateTime::currentMSecsSinceEpoch()));
    QString error;
    QVERIFY2(m_doc->importTrf(
                 generatedFixture(QStringLiteral("gen_swiss_10p_5r_s201.trf")), m_path, &error),
        qPrintable(error));
}

void tst_PlayersFeature::cleanup()
{
    m_doc.reset();
}

void tst_PlayersFeature::fieldsCheckedAndStored()
{
    PlayersModel players(m_doc.get());
    QAbstractItemModelTester tester(&players);
    QSignalSpy errors(m_doc.get(), &TournamentDocument::errorOccurred);
    QSignalSpy notes(&players, &PlayersModel::noteOccurred);
    const int startNo = players.index(0, PlayersModel::StartNo).data().toInt();
    const Player before = m_doc->tournament().players[0];
    const QString undoBefore = m_doc->database().undoText();

    // Refused: the message names the player, the field and why; nothing is stored.
    const QList<QPair<int, QString>> refused = {
        {PlayersModel::Federation, QStringLiteral("TURKEY")},
        {PlayersModel::FideId, QStringLiteral("12ab-x")},
        {PlayersModel::BirthDate, QStringLiteral("31.02.1990")},
        {PlayersModel::Title, QStringLiteral("Champion")}, {PlayersModel::Sex, QStringLiteral("x")},
        {PlayersModel::KFactor, QStringLiteral("55")}};
    for (const auto &[column, text] : refused) {
        errors.clear();
        QVERIFY2(!players.setData(players.index(0, column), text), qPrintable(text));
        QCOMPARE(errors.size(), 1);
        const QString message = errors.first().first().toString();
        QVERIFY2(
            message.contains(QStringLiteral("Player %1").arg(startNo)) && message.contains(text),
            qPrintable(message));
    }
    QVERIFY(errors.last().first().toString().contains(QStringLiteral("K factor")));
    QCOMPARE(m_doc->tournament().players[0], before);
    QCOMPARE(m_doc->database().undoText(), undoBefore);

    // Understood and stored normalised; a changed value is said.
    QVERIFY(players.setData(players.index(0, PlayersModel::Title), QStringLiteral("Grandmaster")));
    QCOMPARE(notes.size(), 1);
    QVERIFY(notes.first().first().toString().contains(QStringLiteral("GM")));
    QVERIFY(players.setData(players.index(0, PlayersModel::Federation), QStringLiteral("tur")));
    QVERIFY(
        players.setData(players.index(0, PlayersModel::BirthDate), QStringLiteral("23.11.1990")));
    QVERIFY(players.setData(players.index(0, PlayersModel::Sex), QStringLiteral("F")));
    QVERIFY(players.setData(players.index(0, PlayersModel::Club), QStringLiteral("SK Ost")));
    QVERIFY(players.setData(players.index(0, PlayersModel::KFactor), QStringLiteral("40")));
    QVERIFY(players.setData(players.index(0, PlayersModel::FideId), QStringLiteral("4100018")));
    QCOMPARE(
        players.index(0, PlayersModel::BirthDate).data().toString(), QStringLiteral("1990-11-23"));
    QCOMPARE(players.index(0, PlayersModel::Sex).data().toString(), QStringLiteral("w"));

    // Stored in the file (schema 6): read back by a new document.
    m_doc.reset();
    TournamentDocument reopened;
    QString error;
    QVERIFY2(reopened.open(m_path, &error), qPrintable(error));
    const Player p = reopened.tournament().players[0];
    QCOMPARE(p.title, QStringLiteral("GM"));
    QCOMPARE(p.federation, QStringLiteral("TUR"));
    QCOMPARE(p.birthDate, QStringLiteral("1990-11-23"));
    QCOMPARE(p.sex, QChar(u'w'));
    QCOMPARE(p.club, QStringLiteral("SK Ost"));
    QCOMPARE(p.kFactor, 40);
    QCOMPARE(p.fideId, QStringLiteral("4100018"));
    // The TRF export writes the birth date as TRF does.
    QVERIFY(reopened.database().exportTrf().contains("1990/11/23"));
}

void tst_PlayersFeature::categoriesDialog()
{
    CategoriesDialog dialog(m_doc.get());
    PlayerCategory women;
    women.name = QStringLiteral("Women");
    women.kind = PlayerCategory::Kind::Women;
    PlayerCategory band;
    band.name = QStringLiteral("U1800");
    band.kind = PlayerCategory::Kind::Rating;
    band.maxRating = 1800;
    dialog.addCategory(women);
    dialog.addCategory(band);
    QVERIFY2(dialog.apply(), qPrintable(dialog.errorText()));
    QCOMPARE(m_doc->tournament().categories, QList<PlayerCategory>({women, band}));
    QVERIFY(m_doc->database().undoText().contains(QStringLiteral("categories")));

    // A name used twice is refused in the dialog; nothing is stored.
    dialog.addCategory(women);
    QVERIFY(!dialog.apply());
    QVERIFY2(
        dialog.errorText().contains(QStringLiteral("used twice")), qPrintable(dialog.errorText()));
    QCOMPARE(m_doc->tournament().categories.size(), 2);
    // A cut-off date that is not a date is refused too.
    CategoriesDialog second(m_doc.get());
    QCOMPARE(second.categories(), m_doc->tournament().categories);
    PlayerCategory junior;
    junior.name = QStringLiteral("U18");
    junior.kind = PlayerCategory::Kind::Junior;
    junior.age = 18;
    second.addCategory(junior);
    auto *table = second.findChild<QTableWidget *>(QStringLiteral("categoriesTable"));
    QVERIFY(table);
    table->item(2, 6)->setText(QStringLiteral("1.1.26"));
    QVERIFY(!second.apply());
    QVERIFY(second.errorText().contains(QStringLiteral("U18")));
    // Undo takes the categories back.
    m_doc->undo();
    QVERIFY(m_doc->tournament().categories.isEmpty());
}

void tst_PlayersFeature::standingsByCategory()
{
    // Players 2 and 5 (by start number) are women.
    for (int no : {2, 5}) {
        Player p = m_doc->tournament().players[m_doc->tournament().indexOf(no)];
        p.sex = u'w';
        QVERIFY(m_doc->setPlayer(p));
    }
    PlayerCategory women;
    women.name = QStringLiteral("Women");
    women.kind = PlayerCategory::Kind::Women;
    QVERIFY(m_doc->setCategories({women}));

    StandingsModel standings(m_doc.get());
    standings.setExtraColumns(true);
    QAbstractItemModelTester tester(&standings);
    const int all = standings.rowCount();
    QCOMPARE(all, m_doc->tournament().players.size());
    QHash<int, QString> overall;
    for (int r = 0; r < all; ++r)
        overall[standings.index(r, StandingsModel::StartNo).data().toInt()]
            = standings.index(r, 0).data().toString();
    QCOMPARE(standings.overallRankColumn(), -1);
    standings.setCategory(QStringLiteral("women"));
    QCOMPARE(standings.rowCount(), 2);
    QVERIFY(standings.overallRankColumn() > 0);
    QCOMPARE(standings.headerData(standings.overallRankColumn(), Qt::Horizontal).toString(),
        QStringLiteral("Overall"));
    for (int r = 0; r < 2; ++r) {
        const int no = standings.index(r, StandingsModel::StartNo).data().toInt();
        QVERIFY(no == 2 || no == 5);
        const QString rank = standings.index(r, 0).data().toString();
        QVERIFY2(rank.startsWith(u'1') || (r == 1 && rank == u"2"), qPrintable(rank));
        QCOMPARE(standings.index(r, standings.overallRankColumn()).data().toString(), overall[no]);
    }
    // The category removed: everyone again.
    QVERIFY(m_doc->setCategories({}));
    QCOMPARE(standings.rowCount(), all);
    QVERIFY(standings.category().isEmpty());
}

void tst_PlayersFeature::ratingChangeShown()
{
    StandingsModel standings(m_doc.get());
    standings.setExtraColumns(true);
    const Tournament &t = m_doc->tournament();
    const int column = standings.ratingChangeColumn();
    QVERIFY(column > standings.decidedByColumn());
    // Each rated player's change as core computes it; the changes of a closed group of rated
    // players with the same K add up to about zero.
    int shown = 0;
    for (int r = 0; r < standings.rowCount(); ++r) {
        const int no = standings.index(r, StandingsModel::StartNo).data().toInt();
        const Player &p = t.players[t.indexOf(no)];
        const QString text = standings.index(r, column).data().toString();
        if (!p.isRated())
            QVERIFY(text.isEmpty());
        else if (!text.isEmpty())
            ++shown;
    }
    QVERIFY(shown > 0);
    // The player's card: one change per rated game, the total in the header.
    PlayerRoundsModel rounds(m_doc.get());
    QAbstractItemModelTester tester(&rounds);
    const Player &first = t.players[0];
    rounds.setPlayer(first.startNo);
    const QString header
        = rounds.headerData(PlayerRoundsModel::RatingChange, Qt::Horizontal).toString();
    if (first.isRated())
        QVERIFY2(header.contains(QStringLiteral("K ")), qPrintable(header));
}

void tst_PlayersFeature::ratingListImport()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("players_list_foa.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    auto line = [](const QList<QByteArray> &v) {
        const QList<int> widths = {15, 61, 4, 4, 5, 5, 15, 4, 6, 4, 3, 6, 4, 3, 6, 4, 3, 6, 4};
        QByteArray out;
        for (int i = 0; i < widths.size(); ++i)
            out += v.value(i).leftJustified(widths[i], ' ', true);
        return out.trimmed() + "\n";
    };
    f.write(line({"ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtng", "SGm",
        "SK", "RRtng", "RGm", "Rk", "BRtng", "BGm", "BK", "B-day", "Flag"}));
    f.write(line({"1503014", "Carlsen, Magnus", "NOR", "M", "GM", "", "", "", "2837", "0", "10", "",
        "", "", "", "", "", "1990", ""}));
    f.write(line({"99999991", "Carlsen, Testa", "XYZ", "F", "WH", "", "", "", "1500", "0", "40", "",
        "", "", "", "", "", "2012", "w"}));
    f.close();

    RatingListDialog dialog(m_doc.get());
    QVERIFY(!dialog.openList(dir.filePath(QStringLiteral("missing.txt"))));
    QVERIFY(dialog.statusText().contains(QStringLiteral("missing.txt")));
    // The path typed into the field, Return opens it (the field looked editable and dropped
    // what was typed).
    auto *file = dialog.findChild<QLineEdit *>(QStringLiteral("ratingListFileEdit"));
    QVERIFY(file && !file->isReadOnly());
    file->clear();
    QTest::keyClicks(file, path);
    emit file->returnPressed();
    QVERIFY2(dialog.statusText().contains(QStringLiteral("2 player(s)")),
        qPrintable(dialog.statusText()));
    QVERIFY2(dialog.openList(path), qPrintable(dialog.statusText()));
    dialog.search(QStringLiteral("carlsen"));
    QCOMPARE(
        dialog.shownIds(), QStringList({QStringLiteral("1503014"), QStringLiteral("99999991")}));
    const int before = int(m_doc->tournament().players.size());
    QCOMPARE(dialog.addSelected(true), 2);
    const Tournament &t = m_doc->tournament();
    QCOMPARE(t.players.size(), before + 2);
    const Player &magnus = t.players[before];
    QCOMPARE(magnus.name, QStringLiteral("Carlsen, Magnus"));
    QCOMPARE(magnus.title, QStringLiteral("GM"));
    QCOMPARE(magnus.federation, QStringLiteral("NOR"));
    QCOMPARE(magnus.rating, 2837);
    QCOMPARE(magnus.fideId, QStringLiteral("1503014"));
    QCOMPARE(magnus.birthDate, QStringLiteral("1990"));
    QCOMPARE(magnus.sex, QChar(u'm'));
    QCOMPARE(magnus.kFactor, 10);
    // A title Arbiter does not know is left out; the player still comes in.
    const Player &testa = t.players[before + 1];
    QCOMPARE(testa.title, QString());
    QCOMPARE(testa.sex, QChar(u'w'));
    // Added once only.
    QCOMPARE(dialog.addSelected(true), 0);
    QVERIFY(dialog.statusText().contains(QStringLiteral("Already in the event")));
    dialog.search(QStringLiteral("1503"));
    QCOMPARE(dialog.shownIds(), QStringList({QStringLiteral("1503014")}));
}

void tst_PlayersFeature::importedTotalsWarned()
{
    // A 001 total that does not add up is not tied to a board; the Players
    // tab marks the player's points and names the finding (the window shows totalsWarning()).
    PlayersModel consistent(m_doc.get());
    QVERIFY(consistent.totalsWarning().isEmpty());
    QByteArray trf = generatedFixture(QStringLiteral("gen_swiss_10p_5r_s201.trf"));
    const QByteArray line
        = "Player0002, Anna                  2117 CZE    28966851             3.5";
    QVERIFY(trf.contains(line));
    trf.replace(line, QByteArray(line).replace("3.5", "4.5"));
    TournamentDocument doc;
    QString error;
    QVERIFY2(doc.importTrf(trf, m_dir.filePath(QStringLiteral("totals.arbiter")), &error),
        qPrintable(error));
    PlayersModel players(&doc);
    QAbstractItemModelTester tester(&players);
    const QString finding = QStringLiteral("player 2: the file says 4.5 points, the rounds add up "
                                           "to 3.5");
    const QModelIndex two = players.index(players.rowOf(2), PlayersModel::Points);
    QCOMPARE(two.data().toString(), QStringLiteral("3.5 ⚠"));
    QCOMPARE(two.data(Qt::ToolTipRole).toString(), finding);
    QCOMPARE(two.data(Qt::UserRole).toLongLong(), Fixed::parse(u"3.5")->raw());
    const QModelIndex one = players.index(players.rowOf(1), PlayersModel::Points);
    QCOMPARE(one.data().toString(), QStringLiteral("4"));
    QVERIFY(one.data(Qt::ToolTipRole).toString().isEmpty());
    QVERIFY2(players.totalsWarning().contains(finding), qPrintable(players.totalsWarning()));
}

void tst_PlayersFeature::nationalRatingsRankPlayers()
{
    // FIDE's program checklist I54 and J61: the national rating is entered in its own column,
    // the FIDE rating stays as it is, and the Event tab's tournament rating (record 172) decides
    // which ranks the players for their pairing numbers.
    TournamentDocument doc;
    const QString path = m_dir.filePath(QStringLiteral("national.arbiter"));
    QString error;
    QVERIFY2(doc.create(path, &error), qPrintable(error));
    const QList<QPair<QString, int>> field = {{QStringLiteral("Berger, Anna"), 2100},
        {QStringLiteral("Kraus, Ben"), 0}, {QStringLiteral("Lang, Carl"), 2200}};
    for (int i = 0; i < field.size(); ++i) {
        Player p;
        p.startNo = i + 1;
        p.name = field[i].first;
        p.rating = field[i].second;
        QVERIFY(doc.setPlayer(p));
    }
    PlayersModel players(&doc);
    QAbstractItemModelTester tester(&players);
    QSignalSpy errors(&doc, &TournamentDocument::errorOccurred);
    // Whose national rating? Refused, the way named, until a federation is known.
    QVERIFY(
        !players.setData(players.index(1, PlayersModel::NationalRating), QStringLiteral("2350")));
    QVERIFY(errors.last().first().toString().contains(u"federation"));
    QVERIFY(doc.setEventField(QStringLiteral("federation"), QStringLiteral("GER")));
    QVERIFY(!players.setData(players.index(1, PlayersModel::NationalRating), QStringLiteral("x")));
    QVERIFY(
        players.setData(players.index(0, PlayersModel::NationalRating), QStringLiteral("2250")));
    QVERIFY(
        players.setData(players.index(1, PlayersModel::NationalRating), QStringLiteral("2350")));
    QCOMPARE(players.index(1, PlayersModel::NationalRating).data().toInt(), 2350);
    QCOMPARE(players.index(1, PlayersModel::Rating).data().toString(), QString());
    QVERIFY(doc.database().undoText().contains(u"national rating - -> 2350"));

    // The FIDE ratings rank them until the method says otherwise.
    EventForm form(&doc);
    QCOMPARE(form.ratingMethod()->currentData().toInt(), int(RatingMethod::Fide));
    QVERIFY(form.ratingMethodNote()->text().contains(u"2 player"));
    QCOMPARE(PairingNumbers::assignment(doc.tournament(), {}).value(3), 1);
    form.ratingMethod()->setCurrentIndex(
        form.ratingMethod()->findData(int(RatingMethod::FideElseNational)));
    emit form.ratingMethod()->activated(form.ratingMethod()->currentIndex());
    QCOMPARE(RatingMethods::of(doc.tournament()).method, RatingMethod::FideElseNational);
    QVERIFY(players.index(1, PlayersModel::Rating)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"Tournament rating: 2350"));
    int renumbered = 0;
    QVERIFY(doc.assignPairingNumbers(PairingNumbers::rankingOf(doc.tournament()), &renumbered));
    QCOMPARE(renumbered, 3);
    const Tournament &t = doc.tournament();
    QCOMPARE(t.players[0].name, QStringLiteral("Kraus, Ben")); // 2350 national, no FIDE rating
    QCOMPARE(t.players[0].rating, 0); // the official rating unchanged
    QCOMPARE(t.players[1].name, QStringLiteral("Lang, Carl"));
    QCOMPARE(RatingMethods::nationalRatingsOf(t, QStringLiteral("GER")).value(1), 2350);
    // The rating report carries the method and the national records.
    const QByteArray trf = doc.database().exportTrf();
    QVERIFY2(trf.contains("\n172 GER FIDON\n"), trf.constData());
    QVERIFY(trf.contains("\nGER    1      Kraus, Ben"));
    // One undo step each: the numbers, then the method.
    QVERIFY(doc.undo());
    QCOMPARE(doc.tournament().players[0].name, QStringLiteral("Berger, Anna"));
    QVERIFY(doc.undo());
    QCOMPARE(RatingMethods::of(doc.tournament()).method, RatingMethod::Fide);
    // Removing a player removes his national record.
    QVERIFY(doc.removePlayer(2));
    QCOMPARE(RatingMethods::nationalRatings(doc.tournament()).size(), 1);
}

void tst_PlayersFeature::ratingsCheckedAgainstList()
{
    // FIDE's program checklist I56-I60: the Players tab's *Check ratings* dialog finds the
    // players by FIDE id, warns that October's list is not the one valid at a November start,
    // updates the ratings in one undoable change and keeps the list as each rating's source; a
    // rating typed in is "manual".
    const QString path = m_dir.filePath(QStringLiteral("ratings.arbiter"));
    QString error;
    {
        TournamentDocument doc;
        QVERIFY2(doc.create(path, &error), qPrintable(error));
        QVERIFY(doc.setEventField(QStringLiteral("startDate"), QStringLiteral("2026-11-14")));
        const QList<std::tuple<QString, QString, int>> field
            = {{QStringLiteral("Carlsen, Magnus"), QStringLiteral("1503014"), 2800},
                {QStringLiteral("Koneru, Humpy"), QStringLiteral("5008123"), 2535},
                {QStringLiteral("Muster, Erika"), QStringLiteral("12345678"), 0},
                {QStringLiteral("Club, Player"), QString(), 1600}};
        for (int i = 0; i < field.size(); ++i) {
            Player p;
            p.startNo = i + 1;
            std::tie(p.name, p.fideId, p.rating) = field[i];
            QVERIFY(doc.setPlayer(p));
        }
        const QString listPath = m_dir.filePath(QStringLiteral("players_list_foa_oct26.txt"));
        QVERIFY(writeCombinedList(listPath));
        PlayersModel players(&doc);
        RatingUpdateDialog dialog(&doc);
        dialog.setToday(QDate(2026, 11, 29));
        // Return in the file field opens the list; it never updates the ratings.
        for (QPushButton *button : dialog.findChildren<QPushButton *>())
            QVERIFY2(!button->autoDefault() && !button->isDefault(), qPrintable(button->text()));
        QVERIFY(dialog.openList(listPath));
        QVERIFY2(
            dialog.warningText().contains(u"the list valid at the start date is November 2026"),
            qPrintable(dialog.warningText()));
        QCOMPARE(dialog.check().differences().size(), 2); // Magnus 2800 -> 2837, Erika -> 1850
        QVERIFY2(dialog.statusText().contains(
                     u"3 player(s) found in the list by FIDE id, 2 with another"),
            qPrintable(dialog.statusText()));
        QVERIFY(dialog.statusText().contains(u"1 rated player(s) without a FIDE id keep"));
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("ratingUpdateTable"));
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("2837"));
        QCOMPARE(dialog.apply(), 2);
        const Tournament &t = doc.tournament();
        QCOMPARE(t.players[0].rating, 2837);
        QCOMPARE(t.players[2].rating, 1850);
        QCOMPARE(t.players[2].kFactor, 0); // derived from rating and age: not set from the list
        QCOMPARE(t.players[1].ratingSource, QStringLiteral("FIDE standard list October 2026"));
        QCOMPARE(t.players[3].ratingSource, QString());
        QVERIFY(
            doc.database().undoText().contains(u"Ratings from FIDE standard list October 2026"));
        QCOMPARE(table->rowCount(), 0);

        // A rapid event: Magnus's rapid rating, Humpy keeps her standard one (no rapid rating).
        // The Event tab sets the list the event is rated on; the dialog says it.
        EventForm form(&doc);
        form.ratingType()->setCurrentIndex(form.ratingType()->findData(int(RatingType::Rapid)));
        emit form.ratingType()->activated(form.ratingType()->currentIndex());
        QVERIFY(doc.database().undoText().contains(u"Rated on the rapid list"));
        QVERIFY(dialog.openList(listPath));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("ratingTypeLabel"))
                    ->text()
                    .contains(u"rapid"));
        QCOMPARE(RatingMethods::ratingTypeOf(doc.tournament()), RatingType::Rapid);
        QCOMPARE(dialog.check().differences().size(), 1);
        QCOMPARE(dialog.apply(), 1);
        QCOMPARE(doc.tournament().players[0].rating, 2830);
        QVERIFY(players.index(0, PlayersModel::Rating)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"FIDE rating: 2830 (source: FIDE rapid list October 2026)"));
        QCOMPARE(doc.tournament().players[0].ratingSource,
            QStringLiteral("FIDE rapid list October 2026"));
        QCOMPARE(doc.tournament().players[1].ratingSource,
            QStringLiteral("FIDE standard list October 2026"));
        QVERIFY(doc.undo());
        QCOMPARE(doc.tournament().players[0].rating, 2837);

        // A path that is not there: said, the last list's table cleared, nothing to update.
        QVERIFY(dialog.openList(listPath));
        QVERIFY(!dialog.openList(m_dir.filePath(QStringLiteral("missing_nov26frl.txt"))));
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("ratingUpdateApplyButton"))
                     ->isEnabled());
        // Typed in by hand: the source says so.
        QVERIFY(players.setData(players.index(3, PlayersModel::Rating), QStringLiteral("1650")));
        QCOMPARE(doc.tournament().players[3].ratingSource, QStringLiteral("manual"));
    }

    // The sources are stored in the file (schema 10).
    TournamentDocument reopened;
    QVERIFY2(reopened.open(path, &error), qPrintable(error));
    QCOMPARE(reopened.tournament().players[2].ratingSource,
        QStringLiteral("FIDE standard list October 2026"));
    QCOMPARE(reopened.tournament().players[3].ratingSource, QStringLiteral("manual"));
}

void tst_PlayersFeature::eventOver30Days()
{
    // FIDE's program checklist M86 and I60: an event of more than 30 days is flagged (by its
    // dates until the arbiter says), its rating-based tie-breaks are advised against and take
    // the rating the arbiter chooses, and a list checked once round 1 is paired gives the
    // ratings from the next round on, the first ones kept.
    TournamentDocument doc;
    QString error;
    QVERIFY2(
        doc.create(m_dir.filePath(QStringLiteral("league.arbiter")), &error), qPrintable(error));
    QVERIFY(doc.setEventField(QStringLiteral("declaredRounds"), QStringLiteral("4")));
    QVERIFY(doc.setEventField(QStringLiteral("startDate"), QStringLiteral("2026-09-05")));
    QVERIFY(doc.setEventField(QStringLiteral("endDate"), QStringLiteral("2026-12-19")));
    QVERIFY(doc.setTieBreaks({QStringLiteral("BH"), QStringLiteral("ARO")}));
    const QList<std::tuple<QString, QString, int>> field
        = {{QStringLiteral("Carlsen, Magnus"), QStringLiteral("1503014"), 2800},
            {QStringLiteral("Koneru, Humpy"), QStringLiteral("5008123"), 2535},
            {QStringLiteral("Muster, Erika"), QStringLiteral("12345678"), 1800},
            {QStringLiteral("Club, Player"), QString(), 1600}};
    for (int i = 0; i < field.size(); ++i) {
        Player p;
        p.startNo = i + 1;
        std::tie(p.name, p.fideId, p.rating) = field[i];
        QVERIFY(doc.setPlayer(p));
    }
    EventForm form(&doc);
    QStringList acknowledged;
    form.setAcknowledge([&](const QString &text) { acknowledged << text; });
    form.setConfirm([](const QString &) { return true; });
    // 105 days: over 30 by the dates; the advice names the rating-based tie-break.
    QVERIFY(form.over30Days()->isChecked());
    QVERIFY(form.tieBreakRatings()->isEnabled());
    QVERIFY2(form.over30DaysNote()->text().contains(
                 u"Rating-based tie-breaks are not recommended in an event over 30 days: ARO."),
        qPrintable(form.over30DaysNote()->text()));
    // The arbiter says otherwise: recorded, the dates named.
    form.over30Days()->click();
    QVERIFY(!RatingPeriods::isOver30Days(doc.tournament()));
    QVERIFY(doc.database().undoText().contains(u"The event lasts 30 days or less"));
    QVERIFY(!form.tieBreakRatings()->isEnabled());
    QVERIFY2(form.over30DaysNote()->text().contains(u"105 day(s) apart, but the event is set to "
                                                    u"last 30 days or less"),
        qPrintable(form.over30DaysNote()->text()));
    form.over30Days()->click();
    QVERIFY(RatingPeriods::isOver30Days(doc.tournament()));
    QCOMPARE(acknowledged.size(), 1); // level 2: the advice acknowledged
    QVERIFY(acknowledged[0].contains(u"ARO") && acknowledged[0].contains(u"not recommended"));
    form.tieBreakRatings()->setCurrentIndex(
        form.tieBreakRatings()->findData(int(TieBreakRatings::EachRound)));
    emit form.tieBreakRatings()->activated(form.tieBreakRatings()->currentIndex());
    QCOMPARE(RatingPeriods::tieBreakRatings(doc.tournament()), TieBreakRatings::EachRound);
    QVERIFY(doc.database().undoText().contains(
        u"Rating-based tie-breaks take the rating of each round"));

    // Round 1 played; November's list gives the ratings from round 2 on.
    QVERIFY(doc.setGame(1, 1, 3, '1'));
    QVERIFY(doc.setGame(1, 4, 2, '0'));
    const QString listPath = m_dir.filePath(QStringLiteral("players_list_foa_nov26.txt"));
    QVERIFY(writeCombinedList(listPath));
    PlayersModel players(&doc);
    RatingUpdateDialog dialog(&doc);
    dialog.setToday(QDate(2026, 11, 20));
    QVERIFY(dialog.openList(listPath));
    QVERIFY2(dialog.warningText().isEmpty(), qPrintable(dialog.warningText()));
    QVERIFY2(dialog.statusText().contains(u"the list's ratings count from round 2"),
        qPrintable(dialog.statusText()));
    QCOMPARE(dialog.apply(), 2);
    const Tournament &t = doc.tournament();
    QCOMPARE(t.players[0].rating, 2800); // round 1 was played on it
    QCOMPARE(RatingPeriods::laterRatings(t),
        QList<LaterRating>({{1, 2, 2837, QStringLiteral("FIDE standard list November 2026")},
            {3, 2, 1850, QStringLiteral("FIDE standard list November 2026")}}));
    QVERIFY(doc.database().undoText().contains(
        u"Ratings from FIDE standard list November 2026 from round 2"));
    QVERIFY(players.index(0, PlayersModel::Rating)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(u"From round 2: 2837 (FIDE standard list November 2026)"));
    QVERIFY(form.over30DaysNote()->text().contains(u"2 later rating(s) recorded"));
    // The standings say which rating ARO took.
    const Standings &st = doc.standings();
    QVERIFY2(st.notes.join(u'\n').contains(
                 u"Rating-based tie-breaks (ARO) take an opponent's rating in the round"),
        qPrintable(st.notes.join(u'\n')));
    // The rating report carries them.
    const QByteArray trf = doc.database().exportTrf();
    QVERIFY2(trf.contains("\n### Rating from round 2: 1 2837; FIDE standard list November 2026\n"),
        trf.constData());
    QVERIFY(trf.contains("\n### Tie-break ratings: each round\n"));
    // One undo step.
    QVERIFY(doc.undo());
    QVERIFY(RatingPeriods::laterRatings(doc.tournament()).isEmpty());
}

QTEST_MAIN(tst_PlayersFeature)
#include "tst_playersfeature.moc"
