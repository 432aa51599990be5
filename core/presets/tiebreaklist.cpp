// SPDX-License-Identifier: GPL-3.0-or-later
#include "presets/tiebreaklist.h"

#include "presets/preset.h"
#include "teams/teamstandings.h"
#include "tiebreaks/standings.h"

namespace arb {

namespace {

    QList<TieBreakSpec> defaultList(const Tournament &t, TieBreakScope scope)
    {
        return scope == TieBreakScope::Team ? defaultTeamTieBreaks(t) : defaultTieBreaks(t);
    }

} // namespace

TieBreakListInForce resolveTieBreakList(const Tournament &t, const TieBreakListRequest &request)
{
    TieBreakListInForce out;
    std::optional<QList<TieBreakSpec>> list;
    if (request.preset) {
        out.source = TieBreakListSource::Preset;
        list = request.preset->tieBreakSpecs(&out.error);
    } else if (request.given) {
        out.source = TieBreakListSource::Given;
        list = parseTieBreakList(*request.given, &out.error);
    } else if (!t.tieBreaks.isEmpty()) {
        out.source = TieBreakListSource::File;
        list = parseTieBreakList(t.tieBreaks.join(u' '), &out.error);
        if (!list && request.fallBackToDefault) {
            out.source = TieBreakListSource::Default;
            out.error.clear();
            list = defaultList(t, request.scope);
        }
    } else {
        out.source = TieBreakListSource::Default;
        list = defaultList(t, request.scope);
    }
    if (list) {
        out.tieBreaks = *list;
        out.error.clear();
    } else if (out.error.isEmpty()) {
        out.error = QStringLiteral("?"); // parsers always say why; keep ok() false regardless
    }
    return out;
}

} // namespace arb
