// SPDX-License-Identifier: GPL-3.0-or-later
#include "prizes/prizefunddialog.h"

#include "filewrite.h"
#include "presets/preset.h"
#include "prizes/prizefundfile.h"
#include "prizes/prizereport.h"
#include "tournamentdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace arb {

PrizeFundDialog::PrizeFundDialog(TournamentDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_currency(new QLineEdit(this))
    , m_sharing(new QComboBox(this))
    , m_onePrize(new QCheckBox(tr("&One prize per player"), this))
    , m_choice(new QComboBox(this))
    , m_unit(new QLineEdit(this))
    , m_remainder(new QComboBox(this))
    , m_minimum(new QLineEdit(this))
    , m_withdrawn(new QCheckBox(tr("&Withdrawn players may win prizes"), this))
    , m_prizes(new QPlainTextEdit(this))
    , m_list(new QPlainTextEdit(this))
    , m_error(new QLabel(this))
    , m_done(new QLabel(this))
{
    m_done->setObjectName(QStringLiteral("prizeDoneLabel"));
    m_done->hide();
    setObjectName(QStringLiteral("prizeFundDialog"));
    setWindowTitle(tr("Prizes"));
    m_currency->setObjectName(QStringLiteral("currencyLineEdit"));
    m_currency->setMaxLength(3);
    m_sharing->setObjectName(QStringLiteral("sharingComboBox"));
    for (PrizeSharing s : {PrizeSharing::TieBreakOrder, PrizeSharing::Equal, PrizeSharing::Hort,
             PrizeSharing::PlayoffShared})
        m_sharing->addItem(sharingName(s), int(s));
    m_onePrize->setObjectName(QStringLiteral("onePrizeCheckBox"));
    m_choice->setObjectName(QStringLiteral("choiceComboBox"));
    m_choice->addItem(tr("the larger amount"), int(PrizeChoice::LargestAmount));
    m_choice->addItem(tr("the prize listed first"), int(PrizeChoice::ListOrder));
    m_unit->setObjectName(QStringLiteral("unitLineEdit"));
    m_remainder->setObjectName(QStringLiteral("remainderComboBox"));
    m_remainder->addItem(tr("unit by unit in tie-break order"), int(PrizeRemainder::TieBreakOrder));
    m_remainder->addItem(tr("kept by the organiser"), int(PrizeRemainder::OrganiserKeeps));
    m_remainder->addItem(
        tr("shares rounded up, paid by the organiser"), int(PrizeRemainder::RoundUp));
    m_minimum->setObjectName(QStringLiteral("minimumLineEdit"));
    m_withdrawn->setObjectName(QStringLiteral("withdrawnCheckBox"));
    m_prizes->setObjectName(QStringLiteral("prizesEdit"));
    m_prizes->setTabChangesFocus(true);
    m_prizes->setPlaceholderText(tr("One prize per line: place and amount for the main list, "
                                    "a category first for its prizes:\n1 1000\n2 600\n"
                                    "Women 1 150"));
    m_list->setObjectName(QStringLiteral("prizeListEdit"));
    m_list->setReadOnly(true);
    m_list->setTabChangesFocus(true);
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_error->setObjectName(QStringLiteral("prizeErrorLabel"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("&Ties:"), m_sharing);
    auto *one = new QHBoxLayout;
    one->addWidget(m_onePrize);
    one->addWidget(m_choice, 1);
    form->addRow(QString(), one);
    form->addRow(tr("&Paid in multiples of:"), m_unit);
    form->addRow(tr("W&hat rounding leaves:"), m_remainder);
    form->addRow(tr("&No share below:"), m_minimum);
    form->addRow(QString(), m_withdrawn);
    form->addRow(tr("P&rizes:"), m_prizes);
    auto *listLabel = new QLabel(tr("Prize &list on the current standings:"), this);
    listLabel->setBuddy(m_list);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *save = buttons->addButton(tr("&Save"), QDialogButtonBox::AcceptRole);
    save->setDefault(true);
    QPushButton *csv = buttons->addButton(tr("E&xport CSV..."), QDialogButtonBox::ActionRole);
    csv->setObjectName(QStringLiteral("exportCsvButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PrizeFundDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PrizeFundDialog::reject);
    m_choose = [this] {
        // The event's file name with "-prizes.csv", beside it.
        const QFileInfo event(m_document->path());
        const QString suggested = event.fileName().isEmpty()
            ? QString()
            : event.dir().filePath(event.completeBaseName() + QStringLiteral("-prizes.csv"));
        return QFileDialog::getSaveFileName(
            this, tr("Export prize list"), suggested, tr("CSV files (*.csv)"));
    };
    connect(csv, &QPushButton::clicked, this, [this] {
        const QString path = m_choose();
        if (!path.isEmpty())
            exportCsv(path);
    });

    auto *left = new QVBoxLayout;
    left->addLayout(form);
    auto *right = new QVBoxLayout;
    right->addWidget(listLabel);
    right->addWidget(m_list, 1);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addLayout(right, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_error);
    layout->addWidget(m_done);
    layout->addWidget(buttons);
    resize(1000, 560);

    // A new fund shares ties as the regulation preset says; the rule goes with the method.
    const Tournament &t = document->tournament();
    PrizeFund start = t.prizeFund.value_or(PrizeFund());
    if (const std::optional<Preset> preset = document->database().appliedPreset();
        preset && preset->prizes) {
        const std::optional<PrizeFund> keyed = readPrizeFund(
            QStringLiteral("{\"sharing\": \"%1\"}").arg(preset->prizes->sharing).toUtf8());
        if (keyed) {
            m_rules.insert(int(keyed->sharing), preset->prizes->rule);
            if (!t.prizeFund) {
                start.sharing = keyed->sharing;
                start.rule = preset->prizes->rule;
            }
        }
    }
    if (t.prizeFund && !t.prizeFund->rule.isEmpty())
        m_rules.insert(int(t.prizeFund->sharing), t.prizeFund->rule);
    setFund(start);
    for (QLineEdit *e : {m_currency, m_unit, m_minimum})
        connect(e, &QLineEdit::textChanged, this, &PrizeFundDialog::update);
    for (QComboBox *c : {m_sharing, m_choice, m_remainder})
        connect(c, &QComboBox::currentIndexChanged, this, &PrizeFundDialog::update);
    for (QCheckBox *c : {m_onePrize, m_withdrawn})
        connect(c, &QCheckBox::toggled, this, &PrizeFundDialog::update);
    connect(m_prizes, &QPlainTextEdit::textChanged, this, &PrizeFundDialog::update);
    update();
    m_prizes->setFocus();
}

std::optional<QList<Prize>> PrizeFundDialog::parsePrizes(
    const PrizeFund &fund, const QString &text, QString *error)
{
    QList<Prize> out;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QStringList words
            = lines[i].split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        if (words.isEmpty())
            continue;
        auto fail = [&](const QString &why) -> std::optional<QList<Prize>> {
            if (error)
                *error = tr("Prizes, line %1: %2").arg(i + 1).arg(why);
            return std::nullopt;
        };
        if (words.size() < 2)
            return fail(tr("give the place and the amount, e.g. \"1 1000\""));
        Prize p;
        bool ok = false;
        p.place = words[words.size() - 2].toInt(&ok);
        if (!ok || p.place < 1)
            return fail(tr("\"%1\" is not a place (1, 2, ...)").arg(words[words.size() - 2]));
        const std::optional<qint64> amount = parseAmount(fund, words.last());
        if (!amount)
            return fail(tr("\"%1\" is not an amount").arg(words.last()));
        p.amount = *amount;
        p.category = words.mid(0, words.size() - 2).join(u' ');
        for (const Prize &other : std::as_const(out))
            if (other.category == p.category && other.place == p.place)
                return fail(tr("%1 is listed twice").arg(PrizeFund::prizeName(p)));
        out.append(p);
    }
    return out;
}

QString PrizeFundDialog::prizesText(const PrizeFund &fund)
{
    QStringList lines;
    for (const Prize &p : fund.prizes)
        lines << (p.category.isEmpty() ? QString() : p.category + u' ') + QString::number(p.place)
                + u' ' + amountText(fund, p.amount);
    return lines.join(u'\n');
}

void PrizeFundDialog::setFund(const PrizeFund &f)
{
    m_currency->setText(f.currency);
    m_sharing->setCurrentIndex(m_sharing->findData(int(f.sharing)));
    m_onePrize->setChecked(f.onePrizePerPlayer);
    m_choice->setCurrentIndex(m_choice->findData(int(f.choice)));
    m_unit->setText(amountText(f, f.unit));
    m_remainder->setCurrentIndex(m_remainder->findData(int(f.remainder)));
    m_minimum->setText(amountText(f, f.minimumShare));
    m_withdrawn->setChecked(f.withdrawnEligible);
    m_prizes->setPlainText(prizesText(f));
}

std::optional<PrizeFund> PrizeFundDialog::fund(QString *error) const
{
    PrizeFund f;
    f.currency = m_currency->text().trimmed().toUpper();
    f.sharing = PrizeSharing(m_sharing->currentData().toInt());
    f.onePrizePerPlayer = m_onePrize->isChecked();
    f.choice = PrizeChoice(m_choice->currentData().toInt());
    f.remainder = PrizeRemainder(m_remainder->currentData().toInt());
    f.withdrawnEligible = m_withdrawn->isChecked();
    f.rule = m_rules.value(int(f.sharing));
    auto fail = [error](const QString &why) -> std::optional<PrizeFund> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const std::optional<qint64> unit = parseAmount(f, m_unit->text());
    if (!unit || *unit <= 0)
        return fail(
            tr("Paid in multiples of: \"%1\" is not an amount above 0").arg(m_unit->text()));
    f.unit = *unit;
    const std::optional<qint64> minimum
        = m_minimum->text().trimmed().isEmpty() ? 0 : parseAmount(f, m_minimum->text());
    if (!minimum)
        return fail(tr("No share below: \"%1\" is not an amount").arg(m_minimum->text()));
    f.minimumShare = *minimum;
    const std::optional<QList<Prize>> prizes = parsePrizes(f, m_prizes->toPlainText(), error);
    if (!prizes)
        return std::nullopt;
    f.prizes = *prizes;
    if (const auto refused = checkPrizeFund(f))
        return fail(*refused);
    return f;
}

void PrizeFundDialog::update()
{
    QString error;
    const std::optional<PrizeFund> f = fund(&error);
    QStringList warnings;
    if (f && m_document) {
        const Tournament &t = m_document->tournament();
        for (const Prize &p : f->prizes)
            if (!p.category.isEmpty() && !PlayerCategories::find(t, p.category))
                warnings << tr("%1: the event has no category \"%2\" (Players tab, Categories)")
                                .arg(PrizeFund::prizeName(p), p.category);
        const QList<PrizeEntrant> standing = prizeEntrants(t, m_document->standings());
        m_list->setPlainText(prizeListText(*f, distributePrizes(*f, standing), standing));
    }
    m_error->setText(f ? warnings.join(u'\n') : error);
    m_error->setVisible(!m_error->text().isEmpty());
}

QString PrizeFundDialog::prizeList() const
{
    return m_list->toPlainText();
}

bool PrizeFundDialog::apply()
{
    QString error;
    const std::optional<PrizeFund> f = fund(&error);
    if (!f) {
        m_error->setText(error);
        m_error->show();
        return false;
    }
    if (m_document->tournament().prizeFund == f)
        return true;
    return m_document->setPrizeFund(f);
}

bool PrizeFundDialog::exportCsv(const QString &path)
{
    QString error;
    const std::optional<PrizeFund> f = fund(&error);
    if (!f) {
        m_error->setText(error);
        m_error->show();
        return false;
    }
    const Tournament &t = m_document->tournament();
    const QList<PrizeEntrant> standing = prizeEntrants(t, m_document->standings());
    const QByteArray csv = prizeListCsv(*f, distributePrizes(*f, standing), standing);
    if (!writeFileWhole(path, csv, &error)) {
        m_error->setText(tr("Export CSV: %1").arg(error));
        m_error->show();
        return false;
    }
    m_done->setText(tr("Prize list written to %1").arg(QDir::toNativeSeparators(path)));
    m_done->show();
    return true;
}

void PrizeFundDialog::accept()
{
    if (apply())
        QDialog::accept();
}

} // namespace arb
