// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QHash>

#include <array>
#include <vector>

namespace cosmos {

class ModelDocument;

// The access patterns as a table: what each does (editable in place: description,
// operation, RPS) and what the analysis made of it (container, route, RU). Edits go
// through the document as undoable changes; a value the model refuses is reported
// by the document, like every refusal, and the cell keeps its old value.
class AccessPatternModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Id,
        Description,
        Operation,
        Entities,
        RpsAvg,
        RpsPeak,
        Container,
        Route,
        RuPerRequest,
        RuAvg,
        RuPeak,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1; // numbers sort as numbers
    static constexpr int IdRole = Qt::UserRole + 2;

    explicit AccessPatternModel(ModelDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    int rowOf(const QString &patternId) const;
    // Re-reads the document: a reset when rows came or went, otherwise only data.
    void reload();

private:
    // What a row shows: made when a cell is drawn (a model of 80,000 patterns kept
    // every row's texts, 119 MB).
    struct Row {
        QString id;
        std::array<QVariant, ColumnCount> display;
        std::array<QVariant, ColumnCount> sort;
        QVariant edit; // the operation's file spelling
        bool crossPartition = false;
    };
    // What is kept of a row between reloads: its id and sort keys (the view sorts
    // every row), and a hash of what it shows, so that only rows whose values
    // changed are repainted and re-sorted.
    struct Kept {
        QString id;
        std::array<QVariant, ColumnCount> sort;
        size_t shown = 0;
        bool operator==(const Kept &) const = default;
    };
    static Kept keptOf(const Row &row);
    // The row to draw, made again unless it is the one made last.
    const Row *rowAt(int index) const;
    // Names and labels every row needs, looked up once per reload.
    struct Lookups {
        QHash<QString, QString> entityNames;
        QHash<QString, QString> operationLabels;
    };
    Lookups lookups() const;
    Row makeRow(size_t index, const Lookups &lookups) const;

    ModelDocument *m_document;
    std::vector<Kept> m_rows;
    Lookups m_lookups; // as of the last reload
    mutable int m_madeIndex = -1;
    mutable Row m_made;
};

} // namespace cosmos
