// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/fideratinglist.h"

#include <QHash>
#include <QPair>

#include <cctype>
#include <cstring>
#include <string_view>

namespace arb {

namespace {

    char lower(char c)
    {
        return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    }

    QString text(const QByteArray &bytes)
    {
        const QByteArray t = bytes.trimmed();
        QString s = QString::fromUtf8(t);
        // Older lists are Latin-1: a byte that is not UTF-8 reads as U+FFFD.
        return s.contains(QChar::ReplacementCharacter) ? QString::fromLatin1(t) : s;
    }

} // namespace

Player FideListEntry::toPlayer() const
{
    Player p;
    p.name = name;
    p.title = title;
    p.federation = federation;
    p.rating = rating;
    p.fideId = fideId;
    p.birthDate = birthYear > 0 ? QString::number(birthYear) : QString();
    p.sex = sex.startsWith(u'F', Qt::CaseInsensitive) ? QChar(u'w')
        : sex.startsWith(u'M', Qt::CaseInsensitive)   ? QChar(u'm')
                                                      : QChar();
    p.kFactor = k;
    return p;
}

FideRatingList::FideRatingList() = default;
FideRatingList::~FideRatingList() = default;

bool FideRatingList::open(const QString &path, QString *error)
{
    m_path = path;
    m_file = std::make_unique<QFile>(path);
    if (!m_file->open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot open the rating list: %2").arg(path, m_file->errorString());
        m_size = 0;
        return false;
    }
    m_size = m_file->size();
    m_begin = m_size > 0 ? reinterpret_cast<const char *>(m_file->map(0, m_size)) : nullptr;
    if (!m_begin) {
        // Not mappable (e.g. a pipe): read it.
        m_data = m_file->readAll();
        m_begin = m_data.constData();
        m_size = m_data.size();
    }
    return readHeader(error);
}

bool FideRatingList::openData(const QByteArray &data, QString *error)
{
    m_path = QStringLiteral("(data)");
    m_file.reset();
    m_data = data;
    m_begin = m_data.constData();
    m_size = m_data.size();
    return readHeader(error);
}

bool FideRatingList::readHeader(QString *error)
{
    m_count = -1;
    const char *nl = m_size > 0
        ? static_cast<const char *>(std::memchr(m_begin, '\n', size_t(m_size)))
        : nullptr;
    const qint64 headerLength = nl ? nl - m_begin : m_size;
    const QByteArray header(m_begin ? m_begin : "", int(headerLength));
    // The labels and where they start; a column ends where the next label starts.
    QList<QPair<QByteArray, int>> labels;
    for (int i = 0; i < header.size();) {
        while (i < header.size() && (header[i] == ' ' || header[i] == '\t' || header[i] == '\r'))
            ++i;
        const int start = i;
        while (i < header.size() && header[i] != ' ' && header[i] != '\t' && header[i] != '\r')
            ++i;
        if (i > start) {
            const QByteArray label = header.mid(start, i - start);
            if (label != "Number") // "ID Number" is one column
                labels.append({label, start});
        }
    }
    auto column = [&](std::initializer_list<const char *> names) {
        for (int i = 0; i < labels.size(); ++i)
            for (const char *name : names)
                if (labels[i].first.compare(name, Qt::CaseInsensitive) == 0)
                    return Column {
                        labels[i].second, i + 1 < labels.size() ? labels[i + 1].second : -1};
        return Column {};
    };
    m_id = column({"ID"});
    m_name = column({"Name"});
    m_fed = column({"Fed"});
    m_sex = column({"Sex"});
    m_tit = column({"Tit"});
    m_wtit = column({"WTit"});
    // The combined list (players_list_foa.txt, players_list.txt) has SRtng/SGm/SK for the
    // standard rating; a list of one rating type (standard_rating_list.txt) names its rating
    // column after the month of the list ("OCT26") and has Gms and K.
    m_rating = column({"SRtng", "Rating"});
    for (int i = 0; m_rating.start < 0 && i < labels.size(); ++i) {
        const QByteArray &l = labels[i].first;
        if (l.size() == 5 && std::isalpha(uchar(l[0])) && std::isalpha(uchar(l[1]))
            && std::isalpha(uchar(l[2])) && std::isdigit(uchar(l[3])) && std::isdigit(uchar(l[4])))
            m_rating = Column {labels[i].second, i + 1 < labels.size() ? labels[i + 1].second : -1};
    }
    m_k = column({"SK", "K"});
    m_birth = column({"B-day", "Bday", "Born"});
    m_flag = column({"Flag"});
    if (m_id.start < 0 || m_name.start < 0) {
        if (error)
            *error = tr("%1 is not a FIDE rating list: its first line has no \"ID Number\" and "
                        "\"Name\" columns")
                         .arg(m_path);
        m_size = 0;
        return false;
    }
    m_bodyStart = nl ? nl - m_begin + 1 : m_size;
    return true;
}

QByteArray FideRatingList::field(const char *line, int length, const Column &c) const
{
    if (c.start < 0 || c.start >= length)
        return {};
    const int end = c.end < 0 || c.end > length ? length : c.end;
    return QByteArray::fromRawData(line + c.start, end - c.start);
}

FideListEntry FideRatingList::parse(const char *line, int length) const
{
    FideListEntry e;
    e.fideId = text(field(line, length, m_id));
    e.name = text(field(line, length, m_name));
    e.federation = text(field(line, length, m_fed));
    e.sex = text(field(line, length, m_sex));
    e.title = text(field(line, length, m_tit)).toUpper();
    // The list writes the titles in short: g i f c wg wi wf wc.
    static const QHash<QString, QString> shortTitles = {{QStringLiteral("G"), QStringLiteral("GM")},
        {QStringLiteral("I"), QStringLiteral("IM")}, {QStringLiteral("F"), QStringLiteral("FM")},
        {QStringLiteral("C"), QStringLiteral("CM")}, {QStringLiteral("WG"), QStringLiteral("WGM")},
        {QStringLiteral("WI"), QStringLiteral("WIM")},
        {QStringLiteral("WF"), QStringLiteral("WFM")},
        {QStringLiteral("WC"), QStringLiteral("WCM")}};
    e.title = shortTitles.value(e.title, e.title);
    if (e.title.isEmpty()) {
        const QString w = text(field(line, length, m_wtit)).toUpper();
        e.title = shortTitles.value(w, w);
    }
    e.rating = text(field(line, length, m_rating)).toInt();
    e.k = text(field(line, length, m_k)).toInt();
    const int year = text(field(line, length, m_birth)).left(4).toInt();
    e.birthYear = year >= 1800 ? year : 0;
    e.flag = text(field(line, length, m_flag));
    return e;
}

template<typename F> void FideRatingList::forEachLine(F &&f) const
{
    const char *p = m_begin + m_bodyStart;
    const char *end = m_begin + m_size;
    while (p < end) {
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        const char *lineEnd = nl ? nl : end;
        int length = int(lineEnd - p);
        if (length > 0 && p[length - 1] == '\r')
            --length;
        if (length > 0 && !f(p, length))
            return;
        p = nl ? nl + 1 : end;
    }
}

QList<FideListEntry> FideRatingList::search(const QString &query, int limit) const
{
    QList<FideListEntry> found;
    const QString q = query.simplified();
    if (!isOpen() || q.isEmpty() || limit <= 0)
        return found;
    bool digits = true;
    for (QChar c : q)
        digits = digits && c.isDigit();
    if (digits) {
        const QByteArray id = q.toLatin1();
        forEachLine([&](const char *line, int length) {
            QByteArray f = field(line, length, m_id).trimmed();
            if (f.startsWith(id))
                found.append(parse(line, length));
            return found.size() < limit;
        });
        return found;
    }
    QList<QByteArray> words;
    for (const QString &w : q.split(u' ', Qt::SkipEmptyParts)) {
        QByteArray b = w.toUtf8();
        for (char &c : b)
            c = lower(c);
        words.append(b);
    }
    char buffer[256];
    forEachLine([&](const char *line, int length) {
        const QByteArray name = field(line, length, m_name);
        const int n = std::min(int(name.size()), int(sizeof buffer));
        for (int i = 0; i < n; ++i)
            buffer[i] = lower(name[i]);
        const std::string_view view(buffer, size_t(n));
        bool all = true;
        for (const QByteArray &w : words)
            all = all && view.find(std::string_view(w.constData(), size_t(w.size()))) != view.npos;
        if (all)
            found.append(parse(line, length));
        return found.size() < limit;
    });
    return found;
}

std::optional<FideListEntry> FideRatingList::find(const QString &id) const
{
    std::optional<FideListEntry> entry;
    const QByteArray wanted = id.trimmed().toLatin1();
    if (wanted.isEmpty())
        return entry;
    forEachLine([&](const char *line, int length) {
        if (field(line, length, m_id).trimmed() == wanted)
            entry = parse(line, length);
        return !entry;
    });
    return entry;
}

int FideRatingList::count() const
{
    if (m_count < 0) {
        int n = 0;
        forEachLine([&](const char *, int) {
            ++n;
            return true;
        });
        m_count = n;
    }
    return m_count;
}

} // namespace arb
