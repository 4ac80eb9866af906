// SPDX-License-Identifier: MIT
// The filter and sort tables of the access-pattern inspector (issue: "the filter
// table's first click only places a cursor and its columns cut 'equals'/'de'"): a
// first click on an attribute opens its list, and the condition and order column
// shows every choice whole, in each interface language.
#include "scratchhome.h"

#include "uilanguage.h"
#include "views/panels/keytable.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace cosmos;

namespace {

const Json kRows = Json::array({{{"attribute", "status"}, {"op", "eq"}}, {{"attribute", "createdAt"}, {"op", "range"}}});

QComboBox *cell(const KeyTable &table, int row, int column)
{
    auto *grid = table.findChild<QTableWidget *>();
    return grid ? qobject_cast<QComboBox *>(grid->cellWidget(row, column)) : nullptr;
}

} // namespace

class TestKeyTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.enter()); }
    void cleanupTestCase() { UiLanguage::apply(QStringLiteral("en")); }
    void theFirstClickOpensTheAttributeList();
    void everyChoiceShowsWhole_data();
    void everyChoiceShowsWhole();
    void aNewRowTakesAnAttributeNoRowUses();

private:
    test::ScratchHome m_home;
};

void TestKeyTable::theFirstClickOpensTheAttributeList()
{
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    KeyTable table(KeyTable::Kind::Filters);
    table.setRows(kRows, {QStringLiteral("status"), QStringLiteral("createdAt"), QStringLiteral("userId")});
    table.resize(420, 200);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    // The second row: a window shown on its own gives the first box the focus.
    QComboBox *attribute = cell(table, 1, 0);
    QVERIFY(attribute && attribute->isEditable());
    QVERIFY(!attribute->lineEdit()->hasFocus());
    QVERIFY(!attribute->view()->isVisible());
    QTest::mouseClick(attribute->lineEdit(), Qt::LeftButton, {}, attribute->lineEdit()->rect().center());
    QTRY_VERIFY(attribute->view()->isVisible());
    attribute->hidePopup();
    // Once the list was offered, a second click edits the text (a typed path).
    QTest::mouseClick(attribute->lineEdit(), Qt::LeftButton, {}, attribute->lineEdit()->rect().center());
    QVERIFY(!attribute->view()->isVisible());
    QVERIFY(attribute->lineEdit()->hasFocus());
}

void TestKeyTable::everyChoiceShowsWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("kind");
    for (const char *language : {"en", "ja", "hi"})
        for (const int kind : {int(KeyTable::Kind::Filters), int(KeyTable::Kind::Sort)})
            QTest::addRow("%s %s", language, kind == int(KeyTable::Kind::Filters) ? "filters" : "sort")
                << QString::fromLatin1(language) << kind;
}

void TestKeyTable::everyChoiceShowsWhole()
{
    QFETCH(QString, language);
    QFETCH(int, kind);
    QVERIFY(UiLanguage::apply(language));
    KeyTable table {static_cast<KeyTable::Kind>(kind)};
    table.setRows(kind == int(KeyTable::Kind::Filters) ? kRows
                                                       : Json::array({{{"attribute", "createdAt"}, {"order", "desc"}}}),
        {QStringLiteral("status"), QStringLiteral("createdAt")});
    table.resize(360, 200); // the inspector's narrowest dock
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QComboBox *second = cell(table, 0, 1);
    QVERIFY(second);
    for (int i = 0; i < second->count(); ++i) {
        second->setCurrentIndex(i);
        // The box is as wide as its longest choice needs (its size hint), so no choice is elided.
        QVERIFY2(second->width() >= second->sizeHint().width(),
            qPrintable(QStringLiteral("\"%1\": %2 px of %3").arg(second->currentText()).arg(second->width()).arg(second->sizeHint().width())));
    }
    const auto *grid = table.findChild<QTableWidget *>();
    const QString header = grid->horizontalHeaderItem(1)->text();
    QVERIFY2(grid->columnWidth(1) > grid->horizontalHeader()->fontMetrics().horizontalAdvance(header),
        qPrintable(header));
}

// The model refuses a filter or sort key repeated the same way (fieldtable.cpp), so
// Add Filter and Add Sort Key must not offer one: a first add would be an error.
void TestKeyTable::aNewRowTakesAnAttributeNoRowUses()
{
    QVERIFY(UiLanguage::apply(QStringLiteral("en")));
    const QStringList choices {QStringLiteral("status"), QStringLiteral("createdAt"), QStringLiteral("userId")};
    KeyTable filters(KeyTable::Kind::Filters);
    filters.setRows(kRows, choices);
    Json edited;
    connect(&filters, &KeyTable::edited, this, [&edited](const Json &rows) { edited = rows; });
    auto *add = filters.findChild<QPushButton *>();
    QVERIFY(add && add->text() == QStringLiteral("Add Filter"));
    add->click();
    QCOMPARE(edited.size(), size_t(3));
    QCOMPARE(QString::fromStdString(edited[2].value("attribute", std::string())), QStringLiteral("userId"));

    // The suggested newest-first key, unless a row already sorts by it.
    KeyTable sort(KeyTable::Kind::Sort);
    sort.setNewRow(QStringLiteral("createdAt"), QStringLiteral("desc"));
    sort.setRows(Json::array(), choices);
    connect(&sort, &KeyTable::edited, this, [&edited](const Json &rows) { edited = rows; });
    sort.findChild<QPushButton *>()->click();
    QCOMPARE(edited.size(), size_t(1));
    QCOMPARE(QString::fromStdString(edited[0].value("attribute", std::string())), QStringLiteral("createdAt"));
    sort.findChild<QPushButton *>()->click();
    QCOMPARE(edited.size(), size_t(2));
    QCOMPARE(QString::fromStdString(edited[1].value("attribute", std::string())), QStringLiteral("status"));
}

QTEST_MAIN(TestKeyTable)
#include "tst_keytable.moc"
