// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/fideratinglist.h"

#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QPair>
#include <QRegularExpression>

#include <cctype>
#include <cstring>
#include <string_view>

namespace arb {

namespace {

    char lower(char c)
    {
        return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    }

    //! Returns the first day of the month that \a text names as FIDE writes it, "OCT26" or
    //! "nov26" (in a file name too: "standard_nov26frl.txt"); invalid when none.
    QDate monthOf(const QString &text)
    {
        static const QRegularExpression re(
            QStringLiteral("(?:^|[^a-z])(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\\d\\d)"
                           "(?:frl|[^0-9a-z]|$)"),
            QRegularExpression::CaseInsensitiveOption);
        static const QStringList months
            = {QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"),
                QStringLiteral("apr"), QStringLiteral("may"), QStringLiteral("jun"),
                QStringLiteral("jul"), QStringLiteral("aug"), QStringLiteral("sep"),
                QStringLiteral("oct"), QStringLiteral("nov"), QStringLiteral("dec")};
        const QRegularExpressionMatch m = re.match(text);
        if (!m.hasMatch())
            return {};
        return QDate(
            2000 + m.captured(2).toInt(), int(months.indexOf(m.captured(1).toLower())) + 1, 1);
    }

    QString text(const QByteArray &bytes)
    {
        const QByteArray t = bytes.trimmed();
        QString s = QString::fromUtf8(t);
        // Older lists are Latin-1: a byte that is not UTF-8 reads as U+FFFD.
        return s.contains(QChar::ReplacementCharacter) ? QString::fromLatin1(t) : s;
    }

} // namespace

FideListEntry::Effective FideListEntry::effective(RatingType type) const
{
    if (type == RatingType::Rapid && rapid > 0)
        return {rapid, rapidK, RatingType::Rapid};
    if (type == RatingType::Blitz && blitz > 0)
        return {blitz, blitzK, RatingType::Blitz};
    return {rating, k, RatingType::Standard};
}

Player FideListEntry::toPlayer(RatingType type) const
{
    const Effective e = effective(type);
    Player p;
    p.name = name;
    p.title = title;
    p.federation = federation;
    p.rating = e.rating;
    p.fideId = fideId;
    p.birthDate = birthYear > 0 ? QString::number(birthYear) : QString();
    p.sex = sex.startsWith(u'F', Qt::CaseInsensitive) ? QChar(u'w')
        : sex.startsWith(u'M', Qt::CaseInsensitive)   ? QChar(u'm')
                                                      : QChar();
    p.kFactor = e.k;
    return p;
}

FideRatingList::FideRatingList() = default;
FideRatingList::~FideRatingList() = default;

bool FideRatingList::open(const QString &path, QString *error)
{
    m_path = path;
    m_open = false;
    m_data.clear();
    m_file = std::make_unique<QFile>(path);
    if (!m_file->open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = tr("%1: cannot open the rating list: %2").arg(path, m_file->errorString());
        m_file.reset();
        return false;
    }
    // Each search reads the file from its first player line again: a device or a pipe cannot.
    if (m_file->isSequential()) {
        if (error)
            *error = tr("%1 is not a FIDE rating list: it is not a file (a device or a pipe)")
                         .arg(path);
        m_file.reset();
        return false;
    }
    // The header line only: a file without line breaks is not read whole.
    const QByteArray start = m_file->read(maxLineLength + 2);
    if (!readHeader(start, error)) {
        m_file.reset();
        return false;
    }
    return true;
}

bool FideRatingList::openData(const QByteArray &data, QString *error, const QString &name)
{
    m_path = name.isEmpty() ? QStringLiteral("(data)") : name;
    m_file.reset();
    m_data = data;
    m_open = false;
    if (!readHeader(m_data.left(maxLineLength + 2), error)) {
        m_data.clear();
        return false;
    }
    return true;
}

bool FideRatingList::readHeader(const QByteArray &start, QString *error)
{
    m_count = -1;
    const qsizetype nl = start.indexOf('\n');
    const qsizetype headerLength = nl >= 0 ? nl : start.size();
    if (headerLength > maxLineLength) {
        if (error)
            *error = tr("%1 is not a FIDE rating list: its first line is longer than %2 "
                        "characters")
                         .arg(m_path)
                         .arg(maxLineLength);
        return false;
    }
    const QByteArray header = start.left(headerLength);
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
    m_single.reset();
    m_month = monthOf(QFileInfo(m_path).fileName());
    for (int i = 0; m_rating.start < 0 && i < labels.size(); ++i) {
        const QByteArray &l = labels[i].first;
        if (const QDate month = monthOf(QString::fromLatin1(l)); month.isValid() && l.size() == 5) {
            m_rating = Column {labels[i].second, i + 1 < labels.size() ? labels[i + 1].second : -1};
            m_month = month;
            // A list of one type: its file name says which.
            const QString file = QFileInfo(m_path).fileName();
            m_single = file.contains(u"rapid", Qt::CaseInsensitive) ? RatingType::Rapid
                : file.contains(u"blitz", Qt::CaseInsensitive)      ? RatingType::Blitz
                                                                    : RatingType::Standard;
        }
    }
    m_k = column({"SK", "K"});
    m_rapid = column({"RRtng"});
    m_rapidK = column({"RK"});
    m_blitz = column({"BRtng"});
    m_blitzK = column({"BK"});
    m_birth = column({"B-day", "Bday", "Born"});
    m_flag = column({"Flag"});
    if (m_id.start < 0 || m_name.start < 0) {
        if (error)
            *error = tr("%1 is not a FIDE rating list: its first line has no \"ID Number\" and "
                        "\"Name\" columns")
                         .arg(m_path);
        return false;
    }
    m_bodyStart = nl >= 0 ? nl + 1 : start.size();
    m_open = true;
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
    e.rapid = text(field(line, length, m_rapid)).toInt();
    e.rapidK = text(field(line, length, m_rapidK)).toInt();
    e.blitz = text(field(line, length, m_blitz)).toInt();
    e.blitzK = text(field(line, length, m_blitzK)).toInt();
    if (m_single == RatingType::Rapid) {
        std::swap(e.rating, e.rapid);
        std::swap(e.k, e.rapidK);
    } else if (m_single == RatingType::Blitz) {
        std::swap(e.rating, e.blitz);
        std::swap(e.k, e.blitzK);
    }
    const int year = text(field(line, length, m_birth)).left(4).toInt();
    e.birthYear = year >= 1800 ? year : 0;
    e.flag = text(field(line, length, m_flag));
    return e;
}

template<typename F> void FideRatingList::forEachLine(F &&f) const
{
    if (!m_open)
        return;
    // Returns false when f asked to stop.
    auto line = [&](const char *p, qsizetype length) {
        if (length > 0 && p[length - 1] == '\r')
            --length;
        return length <= 0 || length > maxLineLength || f(p, int(length));
    };
    if (!m_file) {
        const char *p = m_data.constData() + m_bodyStart;
        const char *end = m_data.constData() + m_data.size();
        while (p < end) {
            const char *nl = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
            const char *lineEnd = nl ? nl : end;
            if (!line(p, lineEnd - p))
                return;
            p = nl ? nl + 1 : end;
        }
        return;
    }
    // The file is read in chunks; a line cut by a chunk's end is moved to the buffer's start.
    // What another program does to the file meanwhile (truncate, rewrite) only changes what is
    // read here.
    constexpr qsizetype chunk = 1 << 20;
    if (!m_file->seek(m_bodyStart))
        return;
    QByteArray buffer(chunk + maxLineLength + 1, Qt::Uninitialized);
    qsizetype kept = 0;
    bool skipping = false; // inside a line longer than maxLineLength
    for (;;) {
        const qint64 got = m_file->read(buffer.data() + kept, chunk);
        if (got <= 0) {
            if (kept > 0 && !skipping)
                line(buffer.constData(), kept);
            return;
        }
        const char *p = buffer.constData();
        const char *end = p + kept + got;
        while (const char *nl = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)))) {
            if (skipping)
                skipping = false;
            else if (!line(p, nl - p))
                return;
            p = nl + 1;
        }
        kept = end - p;
        if (skipping || kept > maxLineLength) {
            skipping = true;
            kept = 0;
        } else {
            std::memmove(buffer.data(), p, size_t(kept));
        }
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

QHash<QString, FideListEntry> FideRatingList::findAll(const QSet<QString> &ids) const
{
    QHash<QString, FideListEntry> found;
    QSet<QByteArray> wanted;
    for (const QString &id : ids)
        if (!id.trimmed().isEmpty())
            wanted.insert(id.trimmed().toLatin1());
    if (wanted.isEmpty())
        return found;
    forEachLine([&](const char *line, int length) {
        const QByteArray id = field(line, length, m_id).trimmed();
        if (wanted.contains(id) && !found.contains(QString::fromLatin1(id)))
            found.insert(QString::fromLatin1(id), parse(line, length));
        return found.size() < wanted.size();
    });
    return found;
}

QString FideRatingList::sourceName(RatingType used) const
{
    const QString month = m_month.isValid()
        ? QLocale(QLocale::English).toString(m_month, QStringLiteral("MMMM yyyy"))
        : QString();
    switch (used) {
    case RatingType::Rapid:
        return month.isEmpty() ? tr("FIDE rapid list") : tr("FIDE rapid list %1").arg(month);
    case RatingType::Blitz:
        return month.isEmpty() ? tr("FIDE blitz list") : tr("FIDE blitz list %1").arg(month);
    case RatingType::Standard:
        break;
    }
    return month.isEmpty() ? tr("FIDE standard list") : tr("FIDE standard list %1").arg(month);
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
