// SPDX-License-Identifier: GPL-3.0-or-later
// The Rounds tab at an event: readable pairings (names not cut, points next to the names) and
// no result lost by unpairing without a question (issue 14, items 7 and 8).
#include "rounds/pairingsmodel.h"
#include "rounds/pairingsview.h"
#include "rounds/roundswidget.h"
#include "tiebreaks/standings.h"
#include "tournamentdocument.h"

#include <QFile>
#include <QHeaderView>
#include <QPushButton>
#include <QTest>

using namespace arb;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(GENERATED_TRF_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

} // namespace

class tst_RoundsWidget : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void pointsNextToNames();
    void namesAreNotCut();
    void unpairAsksBeforeDeletingAResult();

private:
    std::unique_ptr<TournamentDocument> m_doc;
};

void tst_RoundsWidget::init()
{
    m_doc = std::make_unique<TournamentDocument>();
    QString error;
    QVERIFY2(m_doc->importTrf(fixture(QStringLiteral("gen_hpb_40p_7r_s202.trf")),
                 QStringLiteral(":memory:"), &error),
        qPrintable(error));
}

void tst_RoundsWidget::cleanup()
{
    m_doc.reset();
}

void tst_RoundsWidget::pointsNextToNames()
{
    // The points shown are those before the round: the standings after round 3.
    RoundsWidget w(m_doc.get());
    w.setRound(4);
    StandingsOptions options;
    options.rounds = 3;
    const Standings after3 = computeStandings(m_doc->tournament(), options);
    QHash<int, QString> points;
    for (const StandingRow &row : after3.rows)
        points[m_doc->tournament().players[row.playerIndex].startNo] = row.points.toString();
    const PairingsModel *model = w.model();
    QVERIFY(model->rowCount() > 10);
    for (int r = 0; r < model->rowCount(); ++r) {
        const PairingsModel::Row &row = model->rows()[r];
        const QString white = model->index(r, PairingsModel::White).data().toString();
        QVERIFY2(white.endsWith(QStringLiteral(") · ") + points[row.white]), qPrintable(white));
        if (row.black != 0) {
            const QString black = model->index(r, PairingsModel::Black).data().toString();
            QVERIFY2(black.endsWith(QStringLiteral(") · ") + points[row.black]), qPrintable(black));
        }
    }
}

void tst_RoundsWidget::namesAreNotCut()
{
    RoundsWidget w(m_doc.get());
    w.resize(1100, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setRound(2);
    PairingsView *view = w.view();
    const QFontMetrics fm(view->font());
    int widest = 0;
    for (int r = 0; r < view->model()->rowCount(); ++r)
        for (int c : {int(PairingsModel::White), int(PairingsModel::Black)})
            widest = std::max(
                widest, fm.horizontalAdvance(view->model()->index(r, c).data().toString()));
    QVERIFY2(view->columnWidth(PairingsModel::White) > widest,
        qPrintable(QStringLiteral("white %1 < %2")
                       .arg(view->columnWidth(PairingsModel::White))
                       .arg(widest)));
    QVERIFY(view->columnWidth(PairingsModel::Black) > widest);
    // An empty warning column takes no more than its header needs.
    QVERIFY(view->columnWidth(PairingsModel::Warning) < view->columnWidth(PairingsModel::White));
}

void tst_RoundsWidget::unpairAsksBeforeDeletingAResult()
{
    RoundsWidget w(m_doc.get());
    QStringList asked;
    bool answer = false;
    w.setConfirm([&](const QString &q) {
        asked << q;
        return answer;
    });
    w.setRound(1);
    PairingsView *view = w.view();
    const PairingsModel::Row board1 = w.model()->rows().first();
    QVERIFY(board1.code != ' ');
    const int games = w.model()->rowCount();
    view->setCurrentIndex(w.model()->index(0, PairingsModel::White));
    auto *unpair = w.findChild<QPushButton *>(QStringLiteral("unpairButton"));
    unpair->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(
        asked.first().startsWith(
            QStringLiteral("Board 1 (%1 - %2) has the result").arg(board1.white).arg(board1.black)),
        qPrintable(asked.first()));
    QCOMPARE(w.model()->rowCount(), games); // No: the board and its result stay
    QCOMPARE(w.model()->rows().first().code, board1.code);
    answer = true;
    view->setCurrentIndex(w.model()->index(0, PairingsModel::White));
    unpair->click();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(w.model()->rowCount(), games - 1);
    // A board without a result is unpaired without a question.
    m_doc->setGame(1, board1.white, board1.black, ' ');
    int row = -1;
    for (int r = 0; r < w.model()->rowCount(); ++r)
        if (w.model()->rows()[r].white == board1.white
            && w.model()->rows()[r].black == board1.black)
            row = r;
    QVERIFY(row >= 0);
    view->setCurrentIndex(w.model()->index(row, PairingsModel::White));
    unpair->click();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(w.model()->rowCount(), games - 1);
}

QTEST_MAIN(tst_RoundsWidget)
#include "tst_roundswidget.moc"
