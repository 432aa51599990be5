// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop app's two budgets on a 2000-player, 11-round Swiss: opening the tournament
// database (load and standings) and entering one result (one audited transaction, the
// standings recomputed and the standings model updated).
// Usage: bench_gui DIR [benchmark flags]; DIR holds bench_2000_11.trf (scripts/bench.sh).
#include "mainwindow.h"
#include "reports/pagedreport.h"
#include "reports/reportbuilder.h"
#include "standings/standingsmodel.h"
#include "tournamentdocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QPrinter>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>

using namespace arb;

namespace {

QString g_dir;
QTemporaryDir *g_temp = nullptr;

// Imports the generated tournament once into a database file and returns its path.
QString database()
{
    static QString path;
    if (!path.isEmpty())
        return path;
    QFile f(g_dir + QStringLiteral("/bench_2000_11.trf"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    TournamentDocument doc;
    const QString target = g_temp->filePath(QStringLiteral("bench.arbiter"));
    if (!doc.importTrf(f.readAll(), target))
        return {};
    path = target;
    return path;
}

void BM_OpenTournament(benchmark::State &state)
{
    const QString path = database();
    if (path.isEmpty()) {
        state.SkipWithError("bench_2000_11.trf missing or unreadable");
        return;
    }
    for (auto _ : state) {
        TournamentDocument doc;
        if (!doc.open(path))
            state.SkipWithError("cannot open the database");
        benchmark::DoNotOptimize(doc.standings().rows.size());
    }
}

void BM_EnterResult(benchmark::State &state)
{
    const QString path = database();
    TournamentDocument doc;
    if (path.isEmpty() || !doc.open(path)) {
        state.SkipWithError("cannot open the database");
        return;
    }
    StandingsModel model(&doc);
    const Tournament &t = doc.tournament();
    // A game of the last round, entered alternately as 1-0 and 0-1.
    const int round = t.roundCount();
    int white = 0;
    for (const Player &p : t.players) {
        if (round <= p.rounds.size() && p.rounds[round - 1].opponent > 0
            && p.rounds[round - 1].colour == Colour::White) {
            white = p.startNo;
            break;
        }
    }
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        if (!doc.setResult(round, white, flip ? '1' : '0'))
            state.SkipWithError("cannot enter the result");
        benchmark::DoNotOptimize(model.index(0, StandingsModel::Points).data());
    }
}

// The same result entered in the whole main window: every model and the rounds controls update.
void BM_EnterResultInWindow(benchmark::State &state)
{
    const QString path = database();
    MainWindow window;
    if (path.isEmpty() || !window.openPath(path)) {
        state.SkipWithError("cannot open the database");
        return;
    }
    TournamentDocument &doc = *window.document();
    // The last round has its results: each entry is a correction, whose reason the window
    // would ask in a dialog (and a message would wait for OK): answered here.
    doc.setReasonProvider(
        [](const QString &) -> std::optional<QString> { return QStringLiteral("score sheet"); });
    window.setMessageHandler([&state](const QString &m) { state.SkipWithError(qPrintable(m)); });
    const int round = doc.tournament().roundCount();
    int white = 0;
    for (const Player &p : doc.tournament().players) {
        if (round <= p.rounds.size() && p.rounds[round - 1].colour == Colour::White) {
            white = p.startNo;
            break;
        }
    }
    bool flip = false;
    for (auto _ : state) {
        flip = !flip;
        if (!doc.setResult(round, white, flip ? '1' : '0'))
            state.SkipWithError("cannot enter the result");
    }
}

// Printing the standings of 3,000 players (laid out in one piece, the print preview froze the
// window for 33 s): the whole document laid out and painted, as the preview does.
void BM_PrintStandings3000(benchmark::State &state)
{
    QFile f(g_dir + QStringLiteral("/bench_3000.trf"));
    TournamentDocument doc;
    if (!f.open(QIODevice::ReadOnly)
        || !doc.importTrf(f.readAll(), g_temp->filePath(QStringLiteral("print.arbiter")))) {
        state.SkipWithError("bench_3000.trf missing or unreadable");
        return;
    }
    for (auto _ : state) {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(g_temp->filePath(QStringLiteral("standings.pdf")));
        ReportBuilder::print(doc, ReportBuilder::Report::Standings, &printer);
    }
}

// The same through PagedReport, as the print preview lays it out: in parts, the
// window getting control back between them; reports the longest part in "max_part_ms".
void BM_PagedPreview3000(benchmark::State &state)
{
    QFile f(g_dir + QStringLiteral("/bench_3000.trf"));
    TournamentDocument doc;
    if (!f.open(QIODevice::ReadOnly)
        || !doc.importTrf(f.readAll(), g_temp->filePath(QStringLiteral("paged.arbiter")))) {
        state.SkipWithError("bench_3000.trf missing or unreadable");
        return;
    }
    double longest = 0;
    for (auto _ : state) {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(g_temp->filePath(QStringLiteral("paged.pdf")));
        PagedReport paged;
        QElapsedTimer part;
        part.start();
        paged.layOut(doc, ReportBuilder::Report::Standings, &printer, [&](int, int) {
            longest = std::max(longest, double(part.restart()));
            return true;
        });
        paged.paint(&printer);
    }
    state.counters["max_part_ms"] = longest;
}

// The HTML alone (the models read, the table written), without layout and painting.
void BM_StandingsHtml3000(benchmark::State &state)
{
    QFile f(g_dir + QStringLiteral("/bench_3000.trf"));
    TournamentDocument doc;
    if (!f.open(QIODevice::ReadOnly)
        || !doc.importTrf(f.readAll(), g_temp->filePath(QStringLiteral("html.arbiter")))) {
        state.SkipWithError("bench_3000.trf missing or unreadable");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(ReportBuilder::html(doc, ReportBuilder::Report::Standings));
}

} // namespace

BENCHMARK(BM_StandingsHtml3000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_PagedPreview3000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_PrintStandings3000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_OpenTournament)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EnterResult)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EnterResultInWindow)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    if (argc < 2 || argv[1][0] == '-') {
        std::fprintf(stderr, "usage: bench_gui DIR [benchmark flags]\n");
        return 2;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir temp;
    g_temp = &temp;
    g_dir = QString::fromLocal8Bit(argv[1]);
    argv[1] = argv[0];
    --argc;
    ++argv;
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
