// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/change.h"

#include <QObject>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QWidget;

namespace cosmos {

class ModelDocument;

// Binds input widgets to fields of one model object (by kind and id; every field
// bound is of that kind). Every user
// edit becomes a property change through the document — typing into a field merges
// into one undo step — and a value the model refuses is marked on the field with
// the reason, leaving the model as it was.
class FieldBinder : public QObject {
    Q_OBJECT

public:
    FieldBinder(ModelDocument *document, ObjectKind kind, QObject *parent = nullptr);

    void setTarget(const QString &id) { m_id = id; }
    QString target() const { return m_id; }

    QLineEdit *text(FieldId field, const QString &undoText);
    // A number; `optional` allows an empty field (unset); `unbounded` also accepts
    // "unbounded" (and ∞).
    QLineEdit *number(FieldId field, const QString &undoText, bool optional = true, bool unbounded = false);
    // A check box with its text beside it, wrapped to the width there is.
    QWidget *boolean(FieldId field, const QString &text, const QString &undoText);
    // A comma-separated list of strings ("japaneast, westeurope").
    QLineEdit *list(FieldId field, const QString &undoText);
    // Choices are the JSON spellings with their labels; `optionalLabel` adds an
    // entry that unsets the member (e.g. "application default").
    QComboBox *choice(FieldId field, const QList<QPair<QString, QString>> &choices, const QString &undoText,
        const QString &optionalLabel = QString());

    // Shows the object's current values (skips the field being edited).
    void load(const Json &object);

    // Applies a member change as the user typed it; returns the refusal, if any.
    QString commit(FieldId field, const Json &value, const QString &undoText, bool mergeable = true);
    // Reports a value refused before it became a change; returns the reason.
    QString refuse(const QString &undoText, const QString &reason);

private:
    // The field, checked to belong to the kind of object this binder edits.
    FieldId bound(FieldId field) const;

    struct Binding {
        QWidget *widget;
        std::string member;
        std::function<void(const Json &)> show;
    };

    ModelDocument *m_document;
    ObjectKind m_kind;
    QString m_id;
    std::vector<Binding> m_bindings;
    bool m_loading = false;
};

// Parses a number typed by a person: "1,000", "1e6", "0.5"; nullopt if it is not one.
std::optional<double> parseNumber(const QString &text);

} // namespace cosmos
