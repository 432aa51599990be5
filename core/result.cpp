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
        int outcome; //!< 1 win, 0 draw, -1 loss, from the participant's view
        const char *text; //!< from White's view, as arbiters write it (UTF-8)
        const char *board; //!< from White's view, as the pairings table shows it (UTF-8)
    };

    // The table every function reads: one row per code.
    constexpr std::array<Code, 15> codes = {{
        {' ', ' ', Class::None, -1, "", ""},
        {'1', '0', Class::Game, 1, "1-0", "1 - 0"},
        {'=', '=', Class::Game, 0, "½-½", "½ - ½"},
        {'0', '1', Class::Game, -1, "0-1", "0 - 1"},
        {'+', '-', Class::Game, 1, "+/-", "+ - -"},
        {'-', '+', Class::Game, -1, "-/+", "- - +"},
        {'X', '-', Class::Game, -1, "-/-", "- - -"},
        {'W', 'L', Class::Game, 1, "1-0 (u)", "1 - 0 (u)"},
        {'D', 'D', Class::Game, 0, "½-½ (u)", "½ - ½ (u)"},
        {'L', 'W', Class::Game, -1, "0-1 (u)", "0 - 1 (u)"},
        // An adjourned game: its result is not known yet; it counts as a draw for pairing
        // (C.04.2 3.1) and for the standings until it is known.
        {'*', '*', Class::Game, 0, "adj.", "adjourned"},
        {'H', 'H', Class::Bye, 0, "½", ""},
        {'F', 'F', Class::Bye, 1, "1", ""},
        {'U', 'U', Class::Bye, 1, "1", ""},
        {'Z', 'Z', Class::Bye, -1, "0", ""},
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

RoundKind kindOf(char code, bool hasOpponent)
{
    switch (code) {
    case '1':
    case '=':
    case '0':
    case 'W':
    case 'D':
    case 'L':
        if (hasOpponent)
            return RoundKind::Played;
        if (code == '1' || code == 'W')
            return RoundKind::FullBye;
        if (code == '=' || code == 'D')
            return RoundKind::HalfBye;
        return RoundKind::Absent;
    case '+':
        return RoundKind::ForfeitWin;
    case '-':
        return hasOpponent ? RoundKind::ForfeitLoss : RoundKind::Absent;
    case 'U':
        return RoundKind::PairingBye;
    case 'F':
        return RoundKind::FullBye;
    case 'H':
        return RoundKind::HalfBye;
    case '*':
        return hasOpponent ? RoundKind::Played : RoundKind::Absent;
    case 'Z':
        return RoundKind::ZeroBye;
    default:
        return RoundKind::Absent;
    }
}

int outcomeOf(char code)
{
    const Code *c = find(code);
    return c ? c->outcome : -1;
}

QString boardText(char whiteCode)
{
    const Code *c = find(whiteCode);
    return c && c->cls == Class::Game ? QString::fromUtf8(c->board) : QString();
}

QByteArray codesOf(Class cls)
{
    QByteArray out;
    for (const Code &c : codes)
        if (c.cls == cls || (cls == Class::Game && c.cls == Class::None))
            out += c.code;
    return out;
}

QString keysHelp()
{
    return QStringLiteral("1, = (or 5), 0, +, -, X (double forfeit), or H, F, U, Z for a bye");
}

} // namespace arb::result
