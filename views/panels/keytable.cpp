// SPDX-License-Identifier: MIT
#include "keytable.h"

#include "choices.h"
#include "panel.h"

#include <QComboBox>
#include <QEvent>
#include <QFocusEvent>
#include <QLineEdit>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>

namespace cosmos {

namespace {

Choices::List secondChoices(KeyTable::Kind kind)
{
    return kind == KeyTable::Kind::Filters ? Choices::filterOps() : Choices::sortOrders();
}

// An attribute box takes a typed path too ("address.city"), so it is editable; a
// click in it still opens the list, as in a box that is not. Qt gives the box (the
// line edit's focus proxy) the focus before it delivers the click, so the click that
// brought the focus is recognised by that focus (a mouse focus-in just before the
// press), not by asking whether the edit had the focus: it always has by then.
class OpenOnClick : public QObject {
public:
    explicit OpenOnClick(QComboBox *box)
        : QObject(box)
        , m_box(box)
    {
        box->installEventFilter(this); // its focus
        box->lineEdit()->installEventFilter(this); // the clicks in its text
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::FocusIn:
            m_openOnPress = static_cast<QFocusEvent *>(event)->reason() == Qt::MouseFocusReason;
            break;
        case QEvent::FocusOut: m_openOnPress = false; break;
        case QEvent::MouseButtonPress:
            if (m_openOnPress && m_box->count() > 0) {
                m_openOnPress = false;
                m_box->showPopup();
                return true; // the list, not a cursor in the text
            }
            break;
        default: break;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QComboBox *m_box;
    bool m_openOnPress = false;
};

} // namespace

KeyTable::KeyTable(Kind kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
{
    m_table->setObjectName(kind == Kind::Filters ? QStringLiteral("filterTable") : QStringLiteral("sortTable"));
    m_table->setHorizontalHeaderLabels({tr("Attribute"), kind == Kind::Filters ? tr("Condition") : tr("Order")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    // The boxes in the second column are as wide as their longest choice, in any
    // language ("equals", "descending" were cut to "de").
    QComboBox widest;
    for (const auto &[value, label] : secondChoices(kind))
        widest.addItem(label, value);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Fixed);
    // A cell's widget is one grid line narrower than its column.
    const int gridLine = m_table->showGrid() ? 1 : 0;
    m_table->setColumnWidth(1,
        std::max(widest.sizeHint().width() + gridLine,
            m_table->horizontalHeader()->fontMetrics().horizontalAdvance(m_table->horizontalHeaderItem(1)->text())
                + 2 * m_table->horizontalHeader()->fontMetrics().height()));
    m_table->verticalHeader()->hide();
    m_table->setMaximumHeight(130);
    auto *add = new QPushButton(kind == Kind::Filters ? tr("Add Filter") : tr("Add Sort Key"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    connect(add, &QPushButton::clicked, this, [this]() {
        addRow(attributeForNewRow(), m_newSecond, Json::object());
        emitEdited();
    });
    connect(remove, &QPushButton::clicked, this, [this]() {
        if (m_table->currentRow() >= 0) {
            m_table->removeRow(m_table->currentRow());
            emitEdited();
        }
    });
    layOutWithButtons(this, m_table, {add, remove});
}

// The suggested attribute, else the first choice no row uses yet: the model refuses a
// pattern that sorts by one attribute twice or filters on it twice the same way.
QString KeyTable::attributeForNewRow() const
{
    QStringList used;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (const auto *name = qobject_cast<const QComboBox *>(m_table->cellWidget(row, 0)))
            used << name->currentText();
    if (!m_newAttribute.isEmpty() && !used.contains(m_newAttribute))
        return m_newAttribute;
    for (const QString &choice : m_choices)
        if (!used.contains(choice))
            return choice;
    return m_newAttribute.isEmpty() ? m_choices.value(0) : m_newAttribute;
}

void KeyTable::addRow(const QString &attribute, const QString &second, const Json &extra)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *name = new QComboBox(m_table);
    name->setEditable(true);
    name->addItems(m_choices);
    name->setCurrentText(attribute);
    name->setProperty("extra", QString::fromStdString(extra.dump()));
    new OpenOnClick(name);
    connect(name, &QComboBox::currentTextChanged, this, [this]() { emitEdited(); });
    m_table->setCellWidget(row, 0, name);
    auto *op = new QComboBox(m_table);
    for (const auto &[value, label] : secondChoices(m_kind))
        op->addItem(label, value);
    if (!second.isEmpty())
        op->setCurrentIndex(std::max(0, op->findData(second)));
    connect(op, &QComboBox::activated, this, [this]() { emitEdited(); });
    m_table->setCellWidget(row, 1, op);
}

void KeyTable::setRows(const Json &rows, const QStringList &attributeChoices)
{
    m_loading = true;
    m_choices = attributeChoices;
    m_table->setRowCount(0);
    const char *second = m_kind == Kind::Filters ? "op" : "order";
    if (rows.is_array())
        for (const Json &row : rows) {
            Json extra = row;
            extra.erase("attribute");
            extra.erase(second);
            addRow(QString::fromStdString(row.value("attribute", std::string())),
                QString::fromStdString(row.value(second, std::string())), extra);
        }
    m_loading = false;
    setError(QString());
}

void KeyTable::setError(const QString &error)
{
    setFieldError(m_table, error);
}

Json KeyTable::collect() const
{
    Json rows = Json::array();
    const char *second = m_kind == Kind::Filters ? "op" : "order";
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *name = qobject_cast<QComboBox *>(m_table->cellWidget(row, 0));
        const auto *op = qobject_cast<QComboBox *>(m_table->cellWidget(row, 1));
        Json json = Json::parse(name->property("extra").toString().toStdString(), nullptr, false);
        if (!json.is_object())
            json = Json::object();
        json["attribute"] = name->currentText().trimmed().toStdString();
        json[second] = op->currentData().toString().toStdString();
        rows.push_back(json);
    }
    return rows;
}

void KeyTable::emitEdited()
{
    if (!m_loading)
        Q_EMIT edited(collect());
}

} // namespace cosmos
