// SPDX-License-Identifier: GPL-3.0-or-later
#include "walcheck.h"

#include "rowstore.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <array>
#include <climits>

namespace arb::storage {

namespace {

    constexpr int headerSize = 32;
    constexpr int frameHeaderSize = 24;
    constexpr quint32 magicLittle = 0x377f0682; // checksums over little-endian words
    constexpr quint32 magicBig = 0x377f0683; // checksums over big-endian words

    quint32 bigEndian(const uchar *p)
    {
        return quint32(p[0]) << 24 | quint32(p[1]) << 16 | quint32(p[2]) << 8 | quint32(p[3]);
    }

    quint32 littleEndian(const uchar *p)
    {
        return quint32(p[3]) << 24 | quint32(p[2]) << 16 | quint32(p[1]) << 8 | quint32(p[0]);
    }

    //! SQLite's log checksum: over pairs of 32-bit words, continuing from \a s.
    void checksum(std::array<quint32, 2> &s, const uchar *data, qsizetype size, bool big)
    {
        for (qsizetype i = 0; i + 8 <= size; i += 8) {
            const quint32 x0 = big ? bigEndian(data + i) : littleEndian(data + i);
            const quint32 x1 = big ? bigEndian(data + i + 4) : littleEndian(data + i + 4);
            s[0] += x0 + s[1];
            s[1] += x1 + s[0];
        }
    }

} // namespace

WalReport inspectWal(const QString &walPath)
{
    WalReport report;
    QFile file(walPath);
    if (!file.open(QIODevice::ReadOnly) || file.size() <= headerSize)
        return report;
    const QByteArray headerBytes = file.read(headerSize);
    if (headerBytes.size() < headerSize)
        return report;
    const auto *h = reinterpret_cast<const uchar *>(headerBytes.constData());
    const quint32 magic = bigEndian(h);
    const quint32 pageSize = bigEndian(h + 8);
    const bool pageSizeOk
        = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) == 0;
    const bool big = magic == magicBig;
    std::array<quint32, 2> sum {0, 0};
    if (magic == magicLittle || magic == magicBig)
        checksum(sum, h, 24, big);
    const qint64 frameSize = frameHeaderSize + qint64(pageSizeOk ? pageSize : 0);
    if ((magic != magicLittle && magic != magicBig) || !pageSizeOk || sum[0] != bigEndian(h + 24)
        || sum[1] != bigEndian(h + 28)) {
        // SQLite ignores the whole log then; it matters when frames follow.
        report.damagedHeader = true;
        return report;
    }
    const quint32 salt1 = bigEndian(h + 16);
    const quint32 salt2 = bigEndian(h + 20);
    report.frames = int(std::min<qint64>((file.size() - headerSize) / frameSize, INT_MAX));
    QByteArray frame(frameSize, Qt::Uninitialized);
    bool valid = true;
    for (int i = 0; i < report.frames; ++i) {
        if (file.read(frame.data(), frameSize) != frameSize)
            break;
        const auto *f = reinterpret_cast<const uchar *>(frame.constData());
        const bool ours = bigEndian(f + 8) == salt1 && bigEndian(f + 12) == salt2;
        const bool commit = bigEndian(f + 4) != 0;
        if (valid) {
            std::array<quint32, 2> next = sum;
            checksum(next, f, 8, big);
            checksum(next, f + frameHeaderSize, frameSize - frameHeaderSize, big);
            if (ours && bigEndian(f) != 0 && next[0] == bigEndian(f + 16)
                && next[1] == bigEndian(f + 20)) {
                sum = next;
                if (commit)
                    report.validFrames = i + 1;
                continue;
            }
            valid = false;
        }
        // Past the first frame that does not check: a commit of this log (its salts) is a
        // saved change SQLite will not replay. Frames of an earlier log have other salts.
        if (ours && commit)
            ++report.lostCommits;
    }
    return report;
}

QString keepDamagedWal(const QString &path)
{
    const QString wal = path + QStringLiteral("-wal");
    const WalReport report = inspectWal(wal);
    if (!report.isDamaged())
        return {};
    const QString kept = wal + QStringLiteral(".damaged-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const bool copied = QFile::copy(wal, kept);
    const QString what = report.damagedHeader
        ? StorageText::tr("%1, the journal of the changes saved since the file was last written "
                          "whole, is damaged at its start: none of its changes can be read")
              .arg(wal)
        : StorageText::tr("%1, the journal of the changes saved since the file was last written "
                          "whole, is damaged: %n saved change(s) after its frame %2 cannot be "
                          "read",
            nullptr, report.lostCommits)
              .arg(wal)
              .arg(report.validFrames);
    return copied ? StorageText::tr("%1. The event opens as it was before them: check the last "
                                    "changes made. The damaged journal is kept as %2.")
                        .arg(what, kept)
                  : StorageText::tr("%1. The event opens as it was before them: check the last "
                                    "changes made. The damaged journal could not be copied to "
                                    "%2; copy %3 aside before changing anything.")
                        .arg(what, kept, wal);
}

} // namespace arb::storage
