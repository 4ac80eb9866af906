// SPDX-License-Identifier: MIT
#include "accesspatternmodel.h"

#include "choices.h"
#include "fieldbinder.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/routetitle.h"
#include "views/document/modeldocument.h"

#include <QBrush>
#include <QColor>

namespace cosmos {

namespace {

// A table column is narrow: "single-partition" rather than the analysis's
// "single-partition query".
constexpr const char *kRoutes[] = {QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "point read"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "single-partition"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "cross-partition"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "write")};
static_assert(std::size(kRoutes) == std::size_t(RouteKind::Write) + 1);

// A number of a column with exactly `decimals` places ("1.00", "5.70", "5.86"), so
// the column reads down its decimal point; "∞" and "?" stay as they are.
QString columnNumber(double value, int decimals)
{
    QString text = formatNumber(value, decimals);
    if (decimals <= 0 || text.isEmpty() || !(text.back().isDigit()))
        return text;
    const qsizetype dot = text.indexOf(QLatin1Char('.'));
    const qsizetype places = dot < 0 ? 0 : text.size() - dot - 1;
    if (dot < 0)
        text += QLatin1Char('.');
    return text + QString(decimals - places, QLatin1Char('0'));
}

// RU/s as the other panels round it (two places below 100, none above), with the
// places kept.
QString columnRu(double ru)
{
    return columnNumber(ru, ru < 100 ? 2 : 0);
}

// The headings, one per column in order.
constexpr const char *kHeadings[] = {QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "#"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "Description"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "Operation"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "Entities"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "RPS avg"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "RPS peak"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "Container"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "Route"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "RU/request"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "RU/s avg"),
    QT_TRANSLATE_NOOP("cosmos::AccessPatternModel", "RU/s peak")};
static_assert(std::size(kHeadings) == AccessPatternModel::ColumnCount);

QString routeLabel(const PatternAnalysis &routed)
{
    if (reachesKeyPrefixOnly(routed))
        return AccessPatternModel::tr("key prefix");
    return AccessPatternModel::tr(labelIn(kRoutes, routed.kind));
}

} // namespace

AccessPatternModel::AccessPatternModel(ModelDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    m_lookups = lookups();
    m_rows.reserve(document->model().accessPatterns.size());
    for (size_t i = 0; i < document->model().accessPatterns.size(); ++i)
        m_rows.push_back(keptOf(makeRow(i, m_lookups)));
}

AccessPatternModel::Kept AccessPatternModel::keptOf(const Row &row)
{
    size_t shown = qHash(row.edit.toString());
    for (const QVariant &value : row.display)
        shown = qHashMulti(shown, value.toString());
    return {row.id, row.sort, qHashMulti(shown, row.crossPartition)};
}

const AccessPatternModel::Row *AccessPatternModel::rowAt(int index) const
{
    if (index < 0 || size_t(index) >= m_rows.size())
        return nullptr;
    if (index != m_madeIndex) {
        // The document's patterns as the last reload saw them: a row whose pattern has
        // gone or moved since shows nothing until the reload that follows the edit.
        const std::vector<AccessPattern> &patterns = m_document->model().accessPatterns;
        if (size_t(index) >= patterns.size() || patterns[size_t(index)].id != m_rows[size_t(index)].id)
            return nullptr;
        m_made = makeRow(size_t(index), m_lookups);
        m_madeIndex = index;
    }
    return &m_made;
}

AccessPatternModel::Lookups AccessPatternModel::lookups() const
{
    Lookups out;
    for (const Entity &entity : m_document->model().entities)
        out.entityNames.insert(entity.id, entity.name);
    for (const auto &[value, label] : Choices::operations())
        out.operationLabels.insert(value, label);
    return out;
}

int AccessPatternModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AccessPatternModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

AccessPatternModel::Row AccessPatternModel::makeRow(size_t index, const Lookups &lookups) const
{
    const AccessPattern &p = m_document->model().accessPatterns[index];
    const PatternAnalysis *routed = m_document->analysis()->accessPattern(p.id);
    Row row;
    row.id = p.id;
    row.edit = toQString(p.operation);
    QStringList names;
    for (const QString &id : p.entities)
        names << lookups.entityNames.value(id, id);
    auto set = [&](int column, const QVariant &display, const QVariant &sort) {
        row.display[size_t(column)] = display;
        row.sort[size_t(column)] = sort;
    };
    set(Id, p.id, p.id.mid(2).toInt());
    set(Description, p.description, p.description);
    const QString operation = lookups.operationLabels.value(toQString(p.operation));
    set(Operation, operation, operation);
    set(Entities, names.join(QStringLiteral(", ")), names.join(QStringLiteral(", ")));
    set(RpsAvg, p.rpsAvg ? formatNumber(*p.rpsAvg, 6) : QString(), p.rpsAvg.value_or(-1));
    set(RpsPeak, p.rpsPeak ? formatNumber(*p.rpsPeak, 6) : QString(), p.rpsPeak.value_or(-1));
    if (routed) {
        set(Container, routed->container, routed->container);
        set(Route, routeLabel(*routed), int(routed->kind));
        set(RuPerRequest, columnNumber(routed->ruPerRequest, 2), routed->ruPerRequest);
        set(RuAvg, columnRu(routed->ruPerSecondAvg), routed->ruPerSecondAvg);
        set(RuPeak, columnRu(routed->ruPerSecondPeak), routed->ruPerSecondPeak);
        row.crossPartition = routed->kind == RouteKind::CrossPartitionQuery && !reachesKeyPrefixOnly(*routed);
    }
    return row;
}

void AccessPatternModel::reload()
{
    const size_t count = m_document->model().accessPatterns.size();
    m_lookups = lookups();
    m_madeIndex = -1;
    if (count != m_rows.size()) {
        beginResetModel();
        m_rows.clear();
        m_rows.reserve(count);
        for (size_t i = 0; i < count; ++i)
            m_rows.push_back(keptOf(makeRow(i, m_lookups)));
        endResetModel();
        return;
    }
    // Contiguous runs of changed rows, one dataChanged each.
    int first = -1;
    for (size_t i = 0; i <= count; ++i) {
        bool changed = false;
        if (i < count) {
            Kept row = keptOf(makeRow(i, m_lookups));
            changed = !(row == m_rows[i]);
            if (changed)
                m_rows[i] = std::move(row);
        }
        if (changed && first < 0)
            first = int(i);
        if (!changed && first >= 0) {
            Q_EMIT dataChanged(index(first, 0), index(int(i) - 1, ColumnCount - 1));
            first = -1;
        }
    }
}

int AccessPatternModel::rowOf(const QString &patternId) const
{
    return m_document->model().accessPatternIndex(patternId);
}

QVariant AccessPatternModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section < 0 || section >= ColumnCount)
        return {};
    return tr(labelIn(kHeadings, Column(section)));
}

Qt::ItemFlags AccessPatternModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.column() == Description || index.column() == Operation || index.column() == RpsAvg
        || index.column() == RpsPeak)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant AccessPatternModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    switch (role) {
    case IdRole:
        return m_rows[size_t(index.row())].id;
    case SortRole:
        return m_rows[size_t(index.row())].sort[size_t(index.column())];
    default:
        break;
    }
    const Row *made = rowAt(index.row());
    if (!made)
        return {};
    const Row &row = *made;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return row.display[size_t(index.column())];
    case Qt::EditRole:
        return index.column() == Operation ? row.edit : row.display[size_t(index.column())];
    case Qt::TextAlignmentRole:
        if (index.column() >= RpsAvg && index.column() != Container && index.column() != Route)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Route && row.crossPartition)
            return QBrush(QColor(0xc7, 0x7c, 0x00)); // cross-partition queries deserve a second look
        return {};
    default:
        return {};
    }
}

bool AccessPatternModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const AccessPattern &p = m_document->model().accessPatterns[size_t(index.row())];
    FieldId member = field::pattern::description;
    Json json;
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case Description:
        json = text.toStdString();
        break;
    case Operation:
        member = field::pattern::operation;
        json = text.toStdString();
        break;
    case RpsAvg:
    case RpsPeak: {
        member = index.column() == RpsAvg ? field::pattern::rpsAvg : field::pattern::rpsPeak;
        if (text.isEmpty()) {
            json = nullptr;
            break;
        }
        const std::optional<double> number = parseNumber(text);
        if (!number) {
            m_document->refuse(tr("Edit %1").arg(p.id), tr("\"%1\" is not a number").arg(text));
            return false;
        }
        json = *number;
        break;
    }
    default:
        return false;
    }
    // A refusal is reported by the document; the cell keeps its old value.
    return bool(m_document->apply({Change::set(member, p.id, json)}, tr("Edit %1").arg(p.id)));
}

} // namespace cosmos
