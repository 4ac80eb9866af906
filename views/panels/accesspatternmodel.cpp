// SPDX-License-Identifier: MIT
#include "accesspatternmodel.h"

#include "choices.h"
#include "fieldbinder.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "views/document/modeldocument.h"

#include <QBrush>
#include <QColor>

namespace cosmos {

namespace {
QString routeLabel(RouteKind kind)
{
    switch (kind) {
    case RouteKind::PointRead:
        return AccessPatternModel::tr("point read");
    case RouteKind::SinglePartitionQuery:
        return AccessPatternModel::tr("single-partition");
    case RouteKind::CrossPartitionQuery:
        return AccessPatternModel::tr("cross-partition");
    case RouteKind::Write:
        return AccessPatternModel::tr("write");
    }
    return {};
}
} // namespace

AccessPatternModel::AccessPatternModel(ModelDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(int(document->model().accessPatterns.size()))
{ }

int AccessPatternModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int AccessPatternModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void AccessPatternModel::reload()
{
    const int rows = int(m_document->model().accessPatterns.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (rows > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
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
    switch (section) {
    case Id:
        return tr("#");
    case Description:
        return tr("Description");
    case Operation:
        return tr("Operation");
    case Entities:
        return tr("Entities");
    case RpsAvg:
        return tr("RPS avg");
    case RpsPeak:
        return tr("RPS peak");
    case Container:
        return tr("Container");
    case Route:
        return tr("Route");
    case RuPerRequest:
        return tr("RU/request");
    case RuAvg:
        return tr("RU/s avg");
    case RuPeak:
        return tr("RU/s peak");
    default:
        return {};
    }
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
    const Model &model = m_document->model();
    if (!index.isValid() || index.row() >= int(model.accessPatterns.size()))
        return {};
    const AccessPattern &p = model.accessPatterns[size_t(index.row())];
    const PatternAnalysis *routed = m_document->analysis()->accessPattern(p.id);
    if (role == IdRole)
        return p.id;
    if (role == Qt::TextAlignmentRole && index.column() >= RpsAvg && index.column() != Container
        && index.column() != Route)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == Route && routed
        && routed->kind == RouteKind::CrossPartitionQuery)
        return QBrush(QColor(0xc7, 0x7c, 0x00)); // cross-partition queries deserve a second look
    const bool sort = role == SortRole;
    if (role != Qt::DisplayRole && role != Qt::EditRole && !sort && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Id:
        return sort ? QVariant(p.id.mid(2).toInt()) : QVariant(p.id);
    case Description:
        return p.description;
    case Operation:
        return role == Qt::EditRole ? toQString(p.operation)
                                    : Choices::label(Choices::operations(), toQString(p.operation));
    case Entities: {
        QStringList names;
        for (const QString &id : p.entities)
            names << (model.entity(id) ? model.entity(id)->name : id);
        return names.join(QStringLiteral(", "));
    }
    case RpsAvg:
        if (sort)
            return p.rpsAvg.value_or(-1);
        return p.rpsAvg ? formatNumber(*p.rpsAvg, 6) : QString();
    case RpsPeak:
        if (sort)
            return p.rpsPeak.value_or(-1);
        return p.rpsPeak ? formatNumber(*p.rpsPeak, 6) : QString();
    case Container:
        return routed ? routed->container : QString();
    case Route:
        return routed ? routeLabel(routed->kind) : QString();
    case RuPerRequest:
        if (!routed)
            return {};
        return sort ? QVariant(routed->ruPerRequest) : QVariant(formatNumber(routed->ruPerRequest));
    case RuAvg:
        if (!routed)
            return {};
        return sort ? QVariant(routed->ruPerSecondAvg) : QVariant(formatRu(routed->ruPerSecondAvg));
    case RuPeak:
        if (!routed)
            return {};
        return sort ? QVariant(routed->ruPerSecondPeak) : QVariant(formatRu(routed->ruPerSecondPeak));
    default:
        return {};
    }
}

bool AccessPatternModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const AccessPattern &p = m_document->model().accessPatterns[size_t(index.row())];
    std::string member;
    Json json;
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case Description:
        member = "description";
        json = text.toStdString();
        break;
    case Operation:
        member = "operation";
        json = text.toStdString();
        break;
    case RpsAvg:
    case RpsPeak: {
        member = index.column() == RpsAvg ? "rpsAvg" : "rpsPeak";
        if (text.isEmpty()) {
            json = nullptr;
            break;
        }
        const std::optional<double> number = parseNumber(text);
        if (!number) {
            Q_EMIT refused(tr("%1: \"%2\" is not a number; the RPS was not changed.").arg(p.id, text));
            return false;
        }
        json = *number;
        break;
    }
    default:
        return false;
    }
    Diagnostics errors;
    if (!m_document->apply(
            {Change::set(ObjectKind::AccessPattern, p.id, member, json)}, tr("Edit %1").arg(p.id), &errors)) {
        Q_EMIT refused(tr("%1: %2; the value was not changed.")
                           .arg(p.id, errors.empty() ? tr("refused") : errors.front().message));
        return false;
    }
    Q_EMIT refused(QString());
    return true;
}

} // namespace cosmos
