// SPDX-License-Identifier: GPL-3.0-or-later
// The kill -9 trial through the app's document (scripts/killtrial.sh): enters results into the
// paired tournament DATABASE with TournamentDocument::setResult, as the Rounds tab's keyboard
// entry does, printing "begin ROUND WHITE BLACK CODE" before each and "committed ..." when the
// document reports it done, until it is killed. storage_crash_writer --check reads the file.
#include "killtrial.h"
#include "tournamentdocument.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: document_crash_writer DATABASE\n");
        return 2;
    }
    arb::TournamentDocument doc;
    QString error;
    if (!doc.open(QString::fromLocal8Bit(argv[1]), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 3;
    }
    // A correction (the sequence starting again) is entered without a reason.
    doc.setReasonProvider([](const QString &) { return std::optional<QString>(QString()); });
    QObject::connect(&doc, &arb::TournamentDocument::errorOccurred,
        [](const QString &message) { std::fprintf(stderr, "%s\n", qPrintable(message)); });
    const int players = int(doc.tournament().players.size());
    for (qint64 i = 0;; ++i) {
        const killtrial::Step s = killtrial::step(i, players);
        killtrial::print("begin", s);
        if (!doc.setResult(s.round, s.white, s.code))
            return 4;
        killtrial::print("committed", s);
    }
}
