// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/change.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace cosmos {

// What the user has selected, shared by the canvas and every panel so that clicking
// a checklist item selects the entity on the canvas and vice versa. The focused
// access pattern is what the canvas highlights (its path), separately from the
// selection, so that walking through patterns does not disturb what is selected.
class DocumentSelection : public QObject {
    Q_OBJECT

public:
    struct Item {
        ObjectKind kind = ObjectKind::Entity; // Entity, Relationship or AccessPattern
        QString id;
        bool operator==(const Item &) const = default;
    };

    explicit DocumentSelection(QObject *parent = nullptr);

    const QList<Item> &items() const { return m_items; }
    QStringList ids(ObjectKind kind) const;
    bool contains(ObjectKind kind, const QString &id) const;
    // The single selected object, if exactly one is selected.
    std::optional<Item> current() const;

    void select(const QList<Item> &items);
    void select(ObjectKind kind, const QString &id);
    void clear();
    // Drops ids that no longer exist after an edit.
    void prune(const Model &model);

    QString focusedPattern() const { return m_focusedPattern; }
    void setFocusedPattern(const QString &patternId);

Q_SIGNALS:
    void selectionChanged();
    void focusedPatternChanged(const QString &patternId);

private:
    QList<Item> m_items;
    QString m_focusedPattern;
};

} // namespace cosmos
