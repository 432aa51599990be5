// SPDX-License-Identifier: GPL-3.0-or-later
#include "players/categoriesdialog.h"

#include "tournamentdocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace arb {

namespace {

    using Kind = PlayerCategory::Kind;
    const QList<Kind> kinds
        = {Kind::Women, Kind::Junior, Kind::Senior, Kind::Rating, Kind::Club, Kind::Federation};

    QString kindName(Kind k)
    {
        switch (k) {
        case Kind::Women:
            return CategoriesDialog::tr("Women");
        case Kind::Junior:
            return CategoriesDialog::tr("Juniors (under the age)");
        case Kind::Senior:
            return CategoriesDialog::tr("Seniors (from the age)");
        case Kind::Rating:
            return CategoriesDialog::tr("Rating band");
        case Kind::Club:
            return CategoriesDialog::tr("Club");
        case Kind::Federation:
            return CategoriesDialog::tr("Federation");
        }
        return {};
    }

    PlayerCategory make(const QString &name, Kind kind, int age = 0, int below = 0)
    {
        PlayerCategory c;
        c.name = name;
        c.kind = kind;
        c.age = age;
        c.maxRating = below;
        return c;
    }

    QString number(int n)
    {
        return n > 0 ? QString::number(n) : QString();
    }

} // namespace

CategoriesDialog::CategoriesDialog(TournamentDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Player categories"));
    m_table->setObjectName(QStringLiteral("categoriesTable"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Kind"), tr("Age"), tr("From rating"),
        tr("Below rating"), tr("Club or federation"), tr("Age on (YYYY-MM-DD)"), tr("Players")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_error->setObjectName(QStringLiteral("categoriesErrorLabel"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    auto *hint = new QLabel(tr("Juniors and seniors count by birth year relative to the year the "
                               "event starts (U18: born in that year minus 18 or later), or by "
                               "the age on the date given. A rating band includes the unrated "
                               "players when it has no lowest rating."),
        this);
    hint->setWordWrap(true);

    auto *add = new QToolButton(this);
    add->setObjectName(QStringLiteral("addCategoryButton"));
    add->setText(tr("A&dd"));
    add->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(add);
    menu->addAction(tr("Women"), this, [this] { addCategory(make(tr("Women"), Kind::Women)); });
    menu->addAction(tr("Juniors U8 to U20"), this, [this] {
        for (int age : {8, 10, 12, 14, 16, 18, 20})
            addCategory(make(QStringLiteral("U%1").arg(age), Kind::Junior, age));
    });
    menu->addAction(tr("Seniors 50+ and 65+"), this, [this] {
        addCategory(make(QStringLiteral("S50"), Kind::Senior, 50));
        addCategory(make(QStringLiteral("S65"), Kind::Senior, 65));
    });
    menu->addAction(tr("Rating band"), this,
        [this] { addCategory(make(QStringLiteral("U1800"), Kind::Rating, 0, 1800)); });
    menu->addAction(tr("Club"), this, [this] { addCategory(make(tr("Club"), Kind::Club)); });
    add->setMenu(menu);
    auto *remove = new QPushButton(tr("Re&move"), this);
    remove->setObjectName(QStringLiteral("removeCategoryButton"));
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CategoriesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CategoriesDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addLayout(row);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(m_table, &QTableWidget::itemChanged, this, [this] { updateMembers(); });
    setCategories(document->tournament().categories);
    resize(900, 420);
}

void CategoriesDialog::addCategory(const PlayerCategory &c)
{
    QSignalBlocker blocker(m_table);
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    auto *kind = new QComboBox(m_table);
    for (Kind k : kinds)
        kind->addItem(kindName(k), int(k));
    kind->setCurrentIndex(int(kinds.indexOf(c.kind)));
    connect(kind, &QComboBox::currentIndexChanged, this, [this] { updateMembers(); });
    m_table->setCellWidget(r, KindColumn, kind);
    m_table->setItem(r, NameColumn, new QTableWidgetItem(c.name));
    m_table->setItem(r, AgeColumn, new QTableWidgetItem(number(c.age)));
    m_table->setItem(r, MinRatingColumn, new QTableWidgetItem(number(c.minRating)));
    m_table->setItem(r, BelowRatingColumn, new QTableWidgetItem(number(c.maxRating)));
    m_table->setItem(r, TextColumn, new QTableWidgetItem(c.text));
    m_table->setItem(r, CutoffColumn,
        new QTableWidgetItem(c.cutoff.isValid() ? c.cutoff.toString(Qt::ISODate) : QString()));
    auto *members = new QTableWidgetItem;
    members->setFlags(Qt::ItemIsEnabled);
    m_table->setItem(r, MembersColumn, members);
    blocker.unblock();
    updateMembers();
}

void CategoriesDialog::setCategories(const QList<PlayerCategory> &list)
{
    m_table->setRowCount(0);
    for (const PlayerCategory &c : list)
        addCategory(c);
}

QList<PlayerCategory> CategoriesDialog::categories() const
{
    QList<PlayerCategory> list;
    auto text = [this](int r, int c) {
        const QTableWidgetItem *item = m_table->item(r, c);
        return item ? item->text().trimmed() : QString();
    };
    for (int r = 0; r < m_table->rowCount(); ++r) {
        PlayerCategory c;
        c.name = text(r, NameColumn);
        const auto *kind = qobject_cast<QComboBox *>(m_table->cellWidget(r, KindColumn));
        c.kind = kind ? Kind(kind->currentData().toInt()) : Kind::Women;
        // A number that is not one is kept as -1: check() refuses it with the category's name.
        auto number = [&](int column) {
            const QString t = text(r, column);
            bool ok = t.isEmpty();
            const int n = ok ? 0 : t.toInt(&ok);
            return ok ? n : -1;
        };
        c.age = number(AgeColumn);
        c.minRating = number(MinRatingColumn);
        c.maxRating = number(BelowRatingColumn);
        c.text = text(r, TextColumn);
        c.cutoff = QDate::fromString(text(r, CutoffColumn), Qt::ISODate);
        list.append(c);
    }
    return list;
}

void CategoriesDialog::updateMembers()
{
    if (!m_document)
        return;
    const QSignalBlocker blocker(m_table);
    const QList<PlayerCategory> list = categories();
    for (int r = 0; r < list.size(); ++r)
        if (QTableWidgetItem *item = m_table->item(r, MembersColumn))
            item->setText(tr("%n player(s), %1", nullptr,
                int(PlayerCategories::members(list[r], m_document->tournament()).size()))
                              .arg(PlayerCategories::describe(list[r], m_document->tournament())));
}

bool CategoriesDialog::apply()
{
    const QList<PlayerCategory> list = categories();
    // A cut-off date typed but not understood is refused rather than ignored.
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem *item = m_table->item(r, CutoffColumn);
        if (item && !item->text().trimmed().isEmpty() && !list[r].cutoff.isValid()) {
            m_error->setText(tr("Category \"%1\": the date \"%2\" is not YYYY-MM-DD")
                                 .arg(list[r].name, item->text().trimmed()));
            return false;
        }
    }
    if (const auto refused = PlayerCategories::check(list)) {
        m_error->setText(tr("Not stored: %1").arg(*refused));
        return false;
    }
    if (list == m_document->tournament().categories)
        return true;
    QString error;
    bool ok = false;
    {
        // The document reports a refusal through errorOccurred; show it here as well.
        auto c = connect(m_document.data(), &TournamentDocument::errorOccurred, this,
            [&error](const QString &m) { error = m; });
        ok = m_document->setCategories(list);
        disconnect(c);
    }
    if (!ok)
        m_error->setText(tr("Not stored: %1").arg(error));
    return ok;
}

QString CategoriesDialog::errorText() const
{
    return m_error->text();
}

void CategoriesDialog::accept()
{
    if (apply())
        QDialog::accept();
}

} // namespace arb
