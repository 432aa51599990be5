// SPDX-License-Identifier: GPL-3.0-or-later
// The blossom operations of the matching (matching.cpp): labels, forming, expanding and
// augmenting through blossoms, and the lazy dual offsets of their leaves.
#include "pairing/matcher_p.h"

namespace arb::pairing::detail {
void Matcher::leaves(int b, std::vector<int> &out) const
{
    if (b < n) {
        out.push_back(b);
        return;
    }
    // The leaves of a blossom are kept in the order of this walk until its children (or a
    // sub-blossom's) are rotated or it is expanded: a blossom's leaves are listed several
    // times a stage (labels, offsets, new blossoms), and the big ones over many stages.
    std::vector<int> &list = leafCache[b];
    if (!leafValid[b]) {
        list.clear();
        for (int c : childs[b]) {
            if (c < n)
                list.push_back(c);
            else if (leafValid[c])
                list.insert(list.end(), leafCache[c].begin(), leafCache[c].end());
            else
                leaves(c, list);
        }
        leafValid[b] = 1;
    }
    out.insert(out.end(), list.begin(), list.end());
}

void Matcher::flushOffset(int b)
{
    if (b < n || offset[b].isZero())
        return;
    scratch.clear();
    leaves(b, scratch);
    for (const int v : scratch)
        dual[v] = dual[v] + offset[b];
    offset[b] = Weight();
}

void Matcher::assignLabel(int w, int t, int p)
{
    const int b = inBlossom[w];
    label[w] = label[b] = t;
    touch(w);
    touch(b);
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t == 1) {
        leaves(b, queue);
    } else {
        const int bs = base[b];
        assignLabel(endpoint(mate[bs]), 1, mate[bs] ^ 1);
    }
}

int Matcher::scanBlossom(int v, int w)
{
    std::vector<int> path;
    int found = -1;
    while (v != -1 || w != -1) {
        int b = inBlossom[v];
        if (label[b] & 4) {
            found = base[b];
            break;
        }
        path.push_back(b);
        label[b] = 5;
        if (labelEnd[b] == -1) {
            v = -1;
        } else {
            v = endpoint(labelEnd[b]);
            b = inBlossom[v];
            v = endpoint(labelEnd[b]);
        }
        if (w != -1)
            std::swap(v, w);
    }
    for (int b : path)
        label[b] = 1;
    return found;
}

void Matcher::addBlossom(int bs, int k)
{
    int v = eu(k);
    int w = ev(k);
    const int bb = inBlossom[bs];
    int bv = inBlossom[v];
    int bw = inBlossom[w];
    const int b = unused.back();
    unused.pop_back();
    base[b] = bs;
    parent[b] = -1;
    parent[bb] = b;
    std::vector<int> path, ends;
    while (bv != bb) {
        parent[bv] = b;
        path.push_back(bv);
        ends.push_back(labelEnd[bv]);
        v = endpoint(labelEnd[bv]);
        bv = inBlossom[v];
    }
    path.push_back(bb);
    std::reverse(path.begin(), path.end());
    std::reverse(ends.begin(), ends.end());
    ends.push_back(2 * k);
    while (bw != bb) {
        parent[bw] = b;
        path.push_back(bw);
        ends.push_back(labelEnd[bw] ^ 1);
        w = endpoint(labelEnd[bw]);
        bw = inBlossom[w];
    }
    childs[b] = path;
    leafValid[b] = 0;
    endps[b] = ends;
    label[b] = 1;
    touch(b);
    labelEnd[b] = labelEnd[bb];
    dual[b] = Weight();
    for (const int c : path)
        flushOffset(c);
    std::vector<int> lv;
    leaves(b, lv);
    for (int x : lv) {
        if (label[inBlossom[x]] == 2)
            queue.push_back(x);
        inBlossom[x] = b;
    }
    // The least-slack edge to each S-blossom (bestTo stays all -1 between calls: only the
    // entries set here are reset, in ascending order as the full scan had them).
    bestTo.resize(2 * std::size_t(n), -1);
    bestToSet.clear();
    for (int c : path) {
        const std::vector<int> *list = &bestEdges[c];
        if (!hasBestEdges[c]) {
            blossomLeaves.clear();
            leaves(c, blossomLeaves);
            edgeList.clear();
            for (int x : blossomLeaves)
                for (int p : neighbEnd[x])
                    edgeList.push_back(p / 2);
            list = &edgeList;
        }
        for (int kk : *list) {
            int i = eu(kk), j = ev(kk);
            if (inBlossom[j] == b)
                std::swap(i, j);
            const int bj = inBlossom[j];
            if (bj != b && label[bj] == 1 && (bestTo[bj] == -1 || slackLess(kk, bestTo[bj]))) {
                if (bestTo[bj] == -1)
                    bestToSet.push_back(bj);
                bestTo[bj] = kk;
            }
        }
        bestEdges[c].clear();
        hasBestEdges[c] = false;
        bestEdge[c] = -1;
    }
    bestEdges[b].clear();
    std::sort(bestToSet.begin(), bestToSet.end());
    for (int bj : bestToSet) {
        bestEdges[b].push_back(bestTo[bj]);
        bestTo[bj] = -1;
    }
    hasBestEdges[b] = true;
    bestEdge[b] = -1;
    for (int kk : bestEdges[b])
        if (bestEdge[b] == -1 || slackLess(kk, bestEdge[b]))
            bestEdge[b] = kk;
}

void Matcher::expandBlossom(int b, bool endStage)
{
    flushOffset(b);
    for (int s : childs[b]) {
        parent[s] = -1;
        if (s < n) {
            inBlossom[s] = s;
        } else if (endStage && dual[s].isZero()) {
            expandBlossom(s, endStage);
        } else {
            std::vector<int> lv;
            leaves(s, lv);
            for (int x : lv)
                inBlossom[x] = s;
        }
    }
    if (!endStage && label[b] == 2) {
        const int entry = inBlossom[endpoint(labelEnd[b] ^ 1)];
        auto [j, jstep, trick] = walkToBase(
            b, int(std::find(childs[b].begin(), childs[b].end(), entry) - childs[b].begin()));
        int p = labelEnd[b];
        while (j != 0) {
            label[endpoint(p ^ 1)] = 0;
            label[endpoint(endpAt(b, j - trick) ^ trick ^ 1)] = 0;
            assignLabel(endpoint(p ^ 1), 2, p);
            allow(endpAt(b, j - trick) / 2);
            j += jstep;
            p = endpAt(b, j - trick) ^ trick;
            allow(p / 2);
            j += jstep;
        }
        int bv = childAt(b, j);
        label[endpoint(p ^ 1)] = label[bv] = 2;
        touch(endpoint(p ^ 1));
        touch(bv);
        labelEnd[endpoint(p ^ 1)] = labelEnd[bv] = p;
        bestEdge[bv] = -1;
        j += jstep;
        while (childAt(b, j) != entry) {
            bv = childAt(b, j);
            if (label[bv] == 1) {
                j += jstep;
                continue;
            }
            std::vector<int> lv;
            leaves(bv, lv);
            int v = -1;
            for (int x : lv) {
                v = x;
                if (label[x] != 0)
                    break;
            }
            if (v != -1 && label[v] != 0) {
                label[v] = 0;
                label[endpoint(mate[base[bv]])] = 0;
                assignLabel(v, 2, labelEnd[v]);
            }
            j += jstep;
        }
    }
    label[b] = labelEnd[b] = -1;
    childs[b].clear();
    leafValid[b] = 0;
    endps[b].clear();
    base[b] = -1;
    bestEdges[b].clear();
    hasBestEdges[b] = false;
    bestEdge[b] = -1;
    unused.push_back(b);
}

void Matcher::augmentBlossom(int b, int v)
{
    int t = v;
    while (parent[t] != b)
        t = parent[t];
    if (t >= n)
        augmentBlossom(t, v);
    const int i = int(std::find(childs[b].begin(), childs[b].end(), t) - childs[b].begin());
    auto [j, jstep, trick] = walkToBase(b, i);
    while (j != 0) {
        j += jstep;
        t = childAt(b, j);
        const int p = endpAt(b, j - trick) ^ trick;
        if (t >= n)
            augmentBlossom(t, endpoint(p));
        j += jstep;
        t = childAt(b, j);
        if (t >= n)
            augmentBlossom(t, endpoint(p ^ 1));
        mate[endpoint(p)] = p ^ 1;
        mate[endpoint(p ^ 1)] = p;
    }
    if (i != 0)
        for (int x = b; x != -1; x = parent[x])
            leafValid[x] = 0; // its leaves' order changes, and its ancestors'
    std::rotate(childs[b].begin(), childs[b].begin() + i, childs[b].end());
    std::rotate(endps[b].begin(), endps[b].begin() + i, endps[b].end());
    base[b] = base[childs[b][0]];
}

void Matcher::augmentMatching(int k)
{
    const int starts[2][2] = {{eu(k), 2 * k + 1}, {ev(k), 2 * k}};
    for (const auto &sp : starts) {
        int s = sp[0];
        int p = sp[1];
        while (true) {
            const int bs = inBlossom[s];
            if (bs >= n)
                augmentBlossom(bs, s);
            mate[s] = p;
            if (labelEnd[bs] == -1)
                break;
            const int t = endpoint(labelEnd[bs]);
            const int bt = inBlossom[t];
            s = endpoint(labelEnd[bt]);
            const int j = endpoint(labelEnd[bt] ^ 1);
            if (bt >= n)
                augmentBlossom(bt, j);
            mate[j] = labelEnd[bt];
            p = labelEnd[bt] ^ 1;
        }
    }
}

} // namespace arb::pairing::detail
