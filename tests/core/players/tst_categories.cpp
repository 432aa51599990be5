// SPDX-License-Identifier: GPL-3.0-or-later
// The organiser's categories: who belongs to which, stored text, checks.
#include "players/category.h"
#include "tournament.h"

#include <QTest>

using namespace arb;
using Kind = PlayerCategory::Kind;

namespace {

Player player(int no, const QString &birth, QChar sex, int rating, const QString &club = {})
{
    Player p;
    p.startNo = no;
    p.name = QStringLiteral("P%1").arg(no);
    p.birthDate = birth;
    p.sex = sex;
    p.rating = rating;
    p.club = club;
    return p;
}

PlayerCategory category(const QString &name, Kind kind, int age = 0, int max = 0)
{
    PlayerCategory c;
    c.name = name;
    c.kind = kind;
    c.age = age;
    c.maxRating = max;
    return c;
}

} // namespace

class tst_Categories : public QObject
{
    Q_OBJECT

private slots:
    void membership();
    void cutoffDate();
    void storedText();
    void check();
};

void tst_Categories::membership()
{
    Tournament t;
    t.startDate = QStringLiteral("2026/11/20");
    t.players = {player(1, QStringLiteral("2008-12-31"), u'm', 1900, QStringLiteral("SK Ost")),
        player(2, QStringLiteral("2007"), u'w', 1750),
        player(3, QStringLiteral("1961-05-01"), u'm', 0),
        player(4, QStringLiteral("1962"), u'w', 2100, QStringLiteral("sk ost")),
        player(5, QString(), u'm', 1500)};
    // U18 in 2026: born 2008 or later.
    QCOMPARE(PlayerCategories::members(category(QStringLiteral("U18"), Kind::Junior, 18), t),
        QList<int>({1}));
    QCOMPARE(PlayerCategories::members(category(QStringLiteral("U20"), Kind::Junior, 20), t),
        QList<int>({1, 2}));
    // 65+ in 2026: born 1961 or earlier; 50+ includes 1962.
    QCOMPARE(PlayerCategories::members(category(QStringLiteral("S65"), Kind::Senior, 65), t),
        QList<int>({3}));
    QCOMPARE(PlayerCategories::members(category(QStringLiteral("S50"), Kind::Senior, 50), t),
        QList<int>({3, 4}));
    QCOMPARE(PlayerCategories::members(category(QStringLiteral("Women"), Kind::Women), t),
        QList<int>({2, 4}));
    // U1800: below 1800, the unrated included.
    QCOMPARE(PlayerCategories::members(category(QStringLiteral("U1800"), Kind::Rating, 0, 1800), t),
        QList<int>({2, 3, 5}));
    PlayerCategory band = category(QStringLiteral("1800-2000"), Kind::Rating, 0, 2000);
    band.minRating = 1800;
    QCOMPARE(PlayerCategories::members(band, t), QList<int>({1}));
    PlayerCategory club = category(QStringLiteral("Club"), Kind::Club);
    club.text = QStringLiteral("SK OST");
    QCOMPARE(PlayerCategories::members(club, t), QList<int>({1, 4}));
    QVERIFY(PlayerCategories::find(t, QStringLiteral("u18")) == nullptr);
    t.categories = {category(QStringLiteral("U18"), Kind::Junior, 18)};
    QVERIFY(PlayerCategories::find(t, QStringLiteral("u18")) != nullptr);
    QCOMPARE(PlayerCategories::describe(t.categories[0], t), QStringLiteral("born 2008 or later"));
}

void tst_Categories::cutoffDate()
{
    Tournament t;
    t.startDate = QStringLiteral("2026-07-01");
    // Under 18 on 1 January 2026: born after 1 January 2008.
    PlayerCategory c = category(QStringLiteral("U18"), Kind::Junior, 18);
    c.cutoff = QDate(2026, 1, 1);
    const Player born1Jan = player(1, QStringLiteral("2008-01-01"), u'm', 0);
    const Player born2Jan = player(2, QStringLiteral("2008-01-02"), u'm', 0);
    QVERIFY(!PlayerCategories::contains(c, t, born1Jan));
    QVERIFY(PlayerCategories::contains(c, t, born2Jan));
    // Without the cut-off date both are born in 2008: both are U18 in 2026.
    c.cutoff = {};
    QVERIFY(PlayerCategories::contains(c, t, born1Jan));
}

void tst_Categories::storedText()
{
    PlayerCategory c = category(QStringLiteral("U1800"), Kind::Rating, 0, 1800);
    PlayerCategory j = category(QStringLiteral("U12"), Kind::Junior, 12);
    j.cutoff = QDate(2026, 1, 1);
    PlayerCategory club = category(QStringLiteral("Club"), Kind::Club);
    club.text = QStringLiteral("SK Ost");
    const QList<PlayerCategory> list = {c, j, club, category(QStringLiteral("W"), Kind::Women)};
    QCOMPARE(PlayerCategories::fromText(PlayerCategories::toText(list)), list);
    QVERIFY(PlayerCategories::toText({}).isEmpty());
    QVERIFY(PlayerCategories::fromText(QStringLiteral("not json")).isEmpty());
}

void tst_Categories::check()
{
    QVERIFY(!PlayerCategories::check({category(QStringLiteral("U18"), Kind::Junior, 18)}));
    auto refused = PlayerCategories::check({category(QStringLiteral("U18"), Kind::Junior, 18),
        category(QStringLiteral("u18"), Kind::Women)});
    QVERIFY(refused && refused->contains(QStringLiteral("used twice")));
    refused = PlayerCategories::check({category(QStringLiteral("U0"), Kind::Junior, 0)});
    QVERIFY(refused && refused->contains(QStringLiteral("U0")));
    refused = PlayerCategories::check({category(QStringLiteral("R"), Kind::Rating)});
    QVERIFY(refused && refused->contains(QStringLiteral("rating band")));
    refused = PlayerCategories::check({category(QStringLiteral("C"), Kind::Club)});
    QVERIFY(refused && refused->contains(QStringLiteral("club")));
    refused = PlayerCategories::check({category(QStringLiteral(" "), Kind::Women)});
    QVERIFY(refused && refused->contains(QStringLiteral("no name")));
}

QTEST_GUILESS_MAIN(tst_Categories)
#include "tst_categories.moc"
