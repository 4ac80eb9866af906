// SPDX-License-Identifier: MIT
#include "assumptionspanel.h"

#include "fieldbinder.h"
#include "model/analysis/analysis.h"
#include "model/analysis/derivedvalues.h"
#include "model/analysis/numberformat.h"
#include "model/document/modellookup.h"
#include "model/document/assumptions.h"
#include "model/io/modeljson.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"
#include "views/common/wrappedtextdelegate.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cosmos {

namespace {
enum Column { Meaning, Value, Default, Unit, ColumnCount };
constexpr int kNameRole = Qt::UserRole + 1;
constexpr int kRowRole = Qt::UserRole + 2; // size-curve rows: the row in the table

QString translated(const char *text)
{
    return QCoreApplication::translate("cosmos::Assumptions", text);
}

// The catalog's units, for lupdate; the symbols (KB, RU/s, USD, h, s) read the
// same in every language.
[[maybe_unused]] constexpr const char *kUnits[] = {QT_TRANSLATE_NOOP("cosmos::AssumptionUnit", "share"),
    QT_TRANSLATE_NOOP("cosmos::AssumptionUnit", "links"), QT_TRANSLATE_NOOP("cosmos::AssumptionUnit", "paths"),
    QT_TRANSLATE_NOOP("cosmos::AssumptionUnit", "records"), QT_TRANSLATE_NOOP("cosmos::AssumptionUnit", "values"),
    QT_TRANSLATE_NOOP("cosmos::AssumptionUnit", "keys"), QT_TRANSLATE_NOOP("cosmos::AssumptionUnit", "writes/s")};

QString unitText(const char *unit)
{
    return QCoreApplication::translate("cosmos::AssumptionUnit", unit);
}

// Shows a value with its unit ("0.9 share", "400 RU/s") in one column, so the meaning
// keeps the width a separate unit column took in a narrow dock; the editor still
// gets the bare number.
class ValueWithUnitDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QString unit = index.siblingAtColumn(Unit).data().toString();
        if (!unit.isEmpty() && !option->text.isEmpty())
            option->text += QChar(0x00A0) + unit; // no break between a number and its unit
    }
};
} // namespace

AssumptionsPanel::AssumptionsPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("assumptions"));
    setDependencies(OnAnalysis);
    m_tree->setColumnCount(ColumnCount);
    m_tree->header()->setSectionResizeMode(Meaning, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(Value, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(Default, QHeaderView::ResizeToContents);
    // The dock is narrow: the meaning needs the room. A changed value is bold and
    // its tooltip gives the default.
    m_tree->setColumnHidden(Default, true);
    m_tree->setColumnHidden(Unit, true); // shown after the value
    m_tree->setItemDelegateForColumn(Value, new ValueWithUnitDelegate(m_tree));
    m_tree->header()->setStretchLastSection(false); // the value is short; the meaning takes the rest
    // Cut at the dock's edge, meanings that begin alike looked the same: each is shown whole.
    m_tree->setItemDelegateForColumn(Meaning, new WrappedTextDelegate(m_tree));
    m_tree->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_loading || column != Value)
            return;
        const QString name = item->data(Meaning, kNameRole).toString();
        if (name == QLatin1String(kSizeCurveName))
            editedSizeCurve(item->data(Meaning, kRowRole).toInt(), item->text(Value));
        else
            edited(name, item->text(Value));
    });
    auto *resetOne = new QPushButton(this);
    auto *resetAll = new QPushButton(this);
    onEachLanguage(this, [this, resetOne, resetAll]() {
        m_tree->setHeaderLabels({tr("Assumption"), tr("Value"), tr("Default"), tr("Unit")});
        resetOne->setText(tr("Reset Selected"));
        resetAll->setText(tr("Reset All to Defaults"));
    });
    connect(resetOne, &QPushButton::clicked, this, [this]() {
        if (QTreeWidgetItem *item = m_tree->currentItem(); item && item->data(Meaning, kNameRole).isValid())
            edited(item->data(Meaning, kNameRole).toString(), QString());
    });
    connect(resetAll, &QPushButton::clicked, this, &AssumptionsPanel::resetAll);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(resetOne);
    buttons->addWidget(resetAll);
    QVBoxLayout *layout = dockLayout();
    layout->addWidget(m_tree);
    layout->addLayout(buttons);
}

void AssumptionsPanel::refresh()
{
    m_loading = true;
    const auto &set = document()->model().assumptions;
    const AssumptionValues values(set);
    const QString currentName
        = m_tree->currentItem() ? m_tree->currentItem()->data(Meaning, kNameRole).toString() : QString();
    m_tree->clear();
    QTreeWidgetItem *group = nullptr;
    QString groupName;
    for (const AssumptionInfo &info : assumptionCatalog()) {
        if (!group || groupName != QLatin1String(info.group)) {
            groupName = QLatin1String(info.group);
            group = new QTreeWidgetItem(m_tree, {translated(info.group)});
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(Meaning);
            bold.setBold(true);
            group->setFont(Meaning, bold);
        }
        const QString name = QLatin1String(info.name);
        auto *item = new QTreeWidgetItem(group);
        item->setText(Meaning, translated(info.description));
        item->setToolTip(Meaning, name);
        item->setData(Meaning, kNameRole, name);
        item->setText(Value, formatNumber(values[info.id], 6));
        item->setText(Default, formatNumber(info.defaultValue, 6));
        item->setText(Unit, unitText(info.unit));
        item->setToolTip(Value, tr("Default: %1 %2").arg(formatNumber(info.defaultValue, 6), unitText(info.unit)));
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        if (set.count(name)) {
            QFont bold = item->font(Value);
            bold.setBold(true);
            item->setFont(Value, bold); // changed from the default
        }
        if (name == currentName)
            m_tree->setCurrentItem(item);
    }
    addSizeCurve();
    addDerivedValues();
    m_tree->expandAll();
    m_loading = false;
}

// The measured size curve: one row per document size, "read, create" RU, editable.
void AssumptionsPanel::addSizeCurve()
{
    const Model &model = document()->model();
    const SizeCurve curve = model.sizeCurve.empty() ? SizeCurve() : SizeCurve(model.sizeCurve);
    auto *group = new QTreeWidgetItem(m_tree, {tr("Request charges by document size")});
    group->setFirstColumnSpanned(true);
    QFont bold = group->font(Meaning);
    bold.setBold(true);
    group->setFont(Meaning, bold);
    const std::vector<SizeCurvePoint> &measured = SizeCurve::measured();
    for (size_t i = 0; i < curve.points().size(); ++i) {
        const SizeCurvePoint &point = curve.points()[i];
        auto *item = new QTreeWidgetItem(group);
        item->setText(Meaning, tr("Point read, create of a %1 document").arg(formatKB(point.kb)));
        item->setToolTip(Meaning, tr("sizeCurve row %1: edit as \"read, create\"").arg(i + 1));
        item->setData(Meaning, kNameRole, QLatin1String(kSizeCurveName));
        item->setData(Meaning, kRowRole, int(i));
        item->setText(Value, QStringLiteral("%1, %2").arg(formatNumber(point.readRu, 4), formatNumber(point.writeRu, 4)));
        if (i < measured.size())
            item->setText(Default, QStringLiteral("%1, %2").arg(
                                       formatNumber(measured[i].readRu, 4), formatNumber(measured[i].writeRu, 4)));
        item->setText(Unit, QStringLiteral("RU"));
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        if (!model.sizeCurve.empty()) {
            QFont changed = item->font(Value);
            changed.setBold(true);
            item->setFont(Value, changed);
        }
    }
}

// RULES.md section 1: what the analysis derived because the model does not say it, with
// where it comes from. Not editable here: a value typed on the entity replaces it.
void AssumptionsPanel::addDerivedValues()
{
    const auto analysis = document()->analysis();
    if (!analysis || analysis->derived.empty())
        return;
    const Model &model = document()->model();
    // First: these are the values a reviewer should check before any constant.
    auto *group = new QTreeWidgetItem(QStringList {tr("Derived from the model, not typed")});
    m_tree->insertTopLevelItem(0, group);
    group->setFirstColumnSpanned(true);
    QFont bold = group->font(Meaning);
    bold.setBold(true);
    group->setFont(Meaning, bold);
    for (const DerivedValue &d : analysis->derived) {
        // A child embedded in its parent holds no reference to it: nothing to list.
        const ContainerAnalysis *container = analysis->containerOf(d.entity);
        if (d.kind == DerivedValue::Kind::Reference && container && !container->entities.contains(d.entity))
            continue;
        const QString entity = ModelLookup::entityName(model, d.entity);
        const QString from = derivationText(d, model, analysis->derived).translated();
        auto *item = new QTreeWidgetItem(group);
        switch (d.kind) {
        case DerivedValue::Kind::DocumentCount:
            item->setText(Meaning, tr("%1 documents, from %2").arg(entity, from));
            item->setText(Unit, tr("documents"));
            break;
        case DerivedValue::Kind::Reference:
            item->setText(Meaning, tr("%1 documents carry %2, %3").arg(entity, d.attribute, from));
            item->setText(Unit, tr("values"));
            break;
        case DerivedValue::Kind::Cardinality:
            item->setText(Meaning, tr("Distinct values of %1.%2, %3").arg(entity, d.attribute, from));
            item->setText(Unit, tr("values"));
            break;
        }
        item->setText(Value, d.value ? formatNumber(*d.value) : QStringLiteral("—"));
        if (!d.value)
            item->setText(Unit, QString());
        const QString hint = tr("Derived: type the value on %1 in the inspector to replace it.").arg(entity);
        item->setToolTip(Meaning, hint);
        item->setToolTip(Value, hint);
        QFont italic = item->font(Value);
        italic.setItalic(true); // as the inspector shows a derived value
        item->setFont(Value, italic);
    }
    if (group->childCount() == 0)
        delete group; // only references of embedded children, which hold none
}

void AssumptionsPanel::editedSizeCurve(int row, const QString &text)
{
    const Model &model = document()->model();
    std::vector<SizeCurvePoint> points = model.sizeCurve.empty() ? SizeCurve::measured() : model.sizeCurve;
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    const std::optional<double> read = parts.size() == 2 ? parseNumber(parts[0].trimmed()) : std::nullopt;
    const std::optional<double> write = parts.size() == 2 ? parseNumber(parts[1].trimmed()) : std::nullopt;
    if (row < 0 || size_t(row) >= points.size() || !read || !write) {
        document()->refuse(tr("Change the Size Curve"), tr("\"%1\" is not \"read, create\" (two numbers)").arg(text));
        refresh();
        return;
    }
    points[size_t(row)].readRu = *read;
    points[size_t(row)].writeRu = *write;
    Json value = Json::array();
    for (const SizeCurvePoint &point : points)
        value.push_back({{"kb", point.kb}, {"readRu", point.readRu}, {"writeRu", point.writeRu}});
    if (points == SizeCurve::measured())
        value = nullptr;
    if (!document()->apply({Change::setEntry(ObjectKind::Assumption, QLatin1String(kSizeCurveName), value)},
            tr("Change the Size Curve")))
        refresh();
}

void AssumptionsPanel::edited(const QString &name, const QString &text)
{
    Json value = nullptr;
    if (!text.trimmed().isEmpty()) {
        const std::optional<double> number = parseNumber(text);
        if (!number) {
            document()->refuse(tr("Change %1").arg(name), tr("\"%1\" is not a number").arg(text));
            refresh();
            return;
        }
        value = *number;
    }
    if (!document()->apply({Change::setEntry(ObjectKind::Assumption, name, value)},
            value.is_null() ? tr("Reset %1").arg(name) : tr("Change %1").arg(name)))
        refresh();
}

void AssumptionsPanel::resetAll()
{
    ChangeSet changes;
    for (const auto &[name, value] : document()->model().assumptions)
        changes.push_back(Change::setEntry(ObjectKind::Assumption, name, nullptr));
    if (!document()->model().sizeCurve.empty())
        changes.push_back(Change::setEntry(ObjectKind::Assumption, QLatin1String(kSizeCurveName), nullptr));
    if (!changes.empty())
        document()->apply(changes, tr("Reset All Assumptions"));
}

} // namespace cosmos
