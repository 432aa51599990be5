// SPDX-License-Identifier: GPL-3.0-or-later
#include "result.h"

#include <array>

namespace arb::result {

namespace {

    struct Code
    {
        char code;
        char mirror;
        Class cls;
        const char *text; //!< from White's view, as arbiters write it (UTF-8)
    };

    // The table every function reads: one row per code.
    constexpr std::array<Code, 14> codes = {{
        {' ', ' ', Class::None, ""},
        {'1', '0', Class::Game, "1-0"},
        {'=', '=', Class::Game, "½-½"},
        {'0', '1', Class::Game, "0-1"},
        {'+', '-', Class::Game, "+/-"},
        {'-', '+', Class::Game, "-/+"},
        {'X', '-', Class::Game, "-/-"},
        {'W', 'L', Class::Game, "1-0 (u)"},
        {'D', 'D', Class::Game, "½-½ (u)"},
        {'L', 'W', Class::Game, "0-1 (u)"},
        {'H', 'H', Class::Bye, "½"},
        {'F', 'F', Class::Bye, "1"},
        {'U', 'U', Class::Bye, "1"},
        {'Z', 'Z', Class::Bye, "0"},
    }};

    const Code *find(char code)
    {
        for (const Code &c : codes)
            if (c.code == code)
                return &c;
        return nullptr;
    }

} // namespace

std::optional<Class> classOf(char code)
{
    if (const Code *c = find(code))
        return c->cls;
    return std::nullopt;
}

bool isGameCode(char code)
{
    const auto c = classOf(code);
    return c && *c != Class::Bye;
}

bool isByeCode(char code)
{
    return classOf(code) == Class::Bye;
}

bool isTrfCode(char code)
{
    return code != 'X' && find(code);
}

char mirrored(char code)
{
    const Code *c = find(code);
    return c ? c->mirror : code;
}

std::optional<char> fromKey(QStringView key)
{
    const QString s = key.trimmed().toString().toUpper();
    if (s == u"5" || s == u"½" || s == u"=")
        return '=';
    if (s.size() != 1 || s == u" ")
        return std::nullopt;
    const char c = char(s.at(0).toLatin1());
    if (!find(c))
        return std::nullopt;
    return c;
}

QString gameText(char whiteCode)
{
    const Code *c = find(whiteCode);
    return c && c->cls == Class::Game ? QString::fromUtf8(c->text) : QString();
}

QString keysHelp()
{
    return QStringLiteral("1, = (or 5), 0, +, -, X (double forfeit), or H, F, U, Z for a bye");
}

} // namespace arb::result
