// SPDX-License-Identifier: GPL-3.0-or-later
// The weighted matching of core/pairing: IncrementalMatching, solved on part of a graph and
// given the other edges in steps (as the bracket solver calls edges in), must end as heavy as
// the plain matching over every edge, and perfect.
#include "pairing/matching.h"

#include <QTest>

#include <algorithm>

#include <random>

using namespace arb::pairing;

class tst_Matching : public QObject
{
    Q_OBJECT

private slots:
    void incrementalAsHeavy_data();
    void incrementalAsHeavy();
    void violatedInAsEveryPair();
};

namespace {

Weight total(const QList<WeightedEdge> &edges, const QList<int> &mate)
{
    Weight t;
    for (const WeightedEdge &e : edges)
        if (mate[e.u] == e.v)
            t = t + e.weight;
    return t;
}

} // namespace

void tst_Matching::incrementalAsHeavy_data()
{
    QTest::addColumn<int>("vertices");
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 40; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << 10 + 4 * seed << seed;
}

void tst_Matching::incrementalAsHeavy()
{
    QFETCH(int, vertices);
    QFETCH(int, seed);
    std::mt19937 rng(seed);
    // A completion word first (every edge the same, as [C4]), then two words of small weights
    // with many ties (as the criteria make them), shifted up as bit fields are (the duals stay
    // even far enough for the repair); a perfect matching exists (2i, 2i+1).
    QList<WeightedEdge> edges;
    const auto add = [&](int u, int v) {
        WeightedEdge e {u, v, {}};
        e.weight.w[0] = qint64(1) << 30;
        e.weight.w[1] = qint64(rng() % 4) << 30;
        e.weight.w[2] = qint64(rng() % 50) << 30;
        edges.append(e);
    };
    for (int i = 0; i + 1 < vertices; i += 2)
        add(i, i + 1);
    for (int u = 0; u < vertices; ++u)
        for (int v = u + 2; v < vertices; ++v)
            if (rng() % 5 == 0)
                add(u, v);
    std::shuffle(edges.begin() + vertices / 2, edges.end(), rng);
    const QList<int> plain = maxWeightMatching(vertices, edges);
    const Weight best = total(edges, plain);

    // A first part, then the rest in three steps, each solved again from the last state.
    const qsizetype first = vertices / 2 + (edges.size() - vertices / 2) / 4;
    IncrementalMatching inc(vertices, edges.mid(0, first));
    MatchingDuals duals;
    QList<int> mate = inc.solve(duals);
    QCOMPARE(mate.count(-1), 0);
    qsizetype done = first;
    int warm = 0;
    while (done < edges.size()) {
        const qsizetype step = std::max<qsizetype>(1, (edges.size() - first) / 3);
        const QList<WeightedEdge> more = edges.mid(done, step);
        done += more.size();
        QVERIFY(inc.addEdges(more)); // false only for an odd dual (then solved from scratch)
        ++warm;
        mate = inc.solve(duals);
    }
    QVERIFY(warm > 0);
    QCOMPARE(mate.count(-1), 0);
    for (int v = 0; v < vertices; ++v)
        QCOMPARE(mate[mate[v]], v);
    QVERIFY(total(edges, mate) == best);
    // The final duals prove it: no edge's constraint is broken.
    duals.prepare();
    for (const WeightedEdge &e : edges)
        QVERIFY(!duals.violated(e.u, e.v, e.weight));
}

void tst_Matching::violatedInAsEveryPair()
{
    // MatchingDuals::violatedIn (the bracket solver's optimality check) walks the blossom tree;
    // it must list exactly the vertices for which violated() holds, pair by pair, for every
    // end, class and weight, inside and outside blossoms.
    int blossomVertices = 0, hits = 0, insideHits = 0;
    for (int seed = 1; seed <= 30; ++seed) {
        std::mt19937 rng(1000 + seed);
        const int vertices = 12 + 2 * seed;
        QList<WeightedEdge> edges;
        const auto add = [&](int u, int v) {
            WeightedEdge e {u, v, {}};
            e.weight.w[0] = qint64(1) << 30;
            e.weight.w[1] = qint64(rng() % 4) << 30;
            e.weight.w[2] = qint64(rng() % 50) << 30;
            edges.append(e);
        };
        for (int i = 0; i + 1 < vertices; i += 2)
            add(i, i + 1);
        for (int u = 0; u < vertices; ++u)
            for (int v = u + 2; v < vertices; ++v)
                if (rng() % 3 == 0)
                    add(u, v);
        IncrementalMatching inc(vertices, edges);
        MatchingDuals duals;
        inc.solve(duals);
        duals.prepare();
        std::vector<int> cls(vertices);
        for (int &c : cls)
            c = int(rng() % 3) - 1; // -1: in no class
        duals.prepareClasses(cls, 2);
        for (int v = 0; v < vertices; ++v)
            blossomVertices += duals.parent[v] >= 0;
        for (int x = 0; x < vertices; ++x) {
            for (int c = 0; c < 2; ++c) {
                for (int t = 0; t < 4; ++t) {
                    // Weights about those of the graph's edges, some heavier (violations).
                    Weight w = edges[rng() % edges.size()].weight;
                    w.w[2] += qint64(rng() % 40) << 30;
                    std::vector<int> got;
                    duals.violatedIn(x, c, w, got);
                    std::sort(got.begin(), got.end());
                    std::vector<int> want;
                    for (int y = 0; y < vertices; ++y)
                        if (y != x && cls[y] == c && duals.violated(x, y, w))
                            want.push_back(y);
                    QCOMPARE(got, want);
                    hits += int(want.size());
                    for (int y : want)
                        insideHits += duals.parent[x] >= 0 && duals.parent[y] >= 0;
                }
            }
        }
    }
    // The cases the walk must get right did occur: blossoms, and violations inside them.
    QVERIFY(blossomVertices > 0);
    QVERIFY(hits > 0);
    QVERIFY(insideHits > 0);
}

QTEST_GUILESS_MAIN(tst_Matching)
#include "tst_matching.moc"
