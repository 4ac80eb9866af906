// SPDX-License-Identifier: MIT
#include "fieldbinder.h"

#include "panel.h"
#include "model/analysis/numberformat.h"
#include "views/document/modeldocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>

#include <cmath>

namespace cosmos {

std::optional<double> parseNumber(const QString &text)
{
    QString cleaned = text.trimmed();
    cleaned.remove(QLatin1Char(','));
    cleaned.remove(QLatin1Char(' '));
    bool ok = false;
    const double value = cleaned.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

FieldBinder::FieldBinder(ModelDocument *document, ObjectKind kind, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_kind(kind)
{ }

FieldId FieldBinder::bound(FieldId field) const
{
    Q_ASSERT_X(field.kind == m_kind, "FieldBinder", "a field of another kind of object");
    return field;
}

QString FieldBinder::commit(FieldId field, const Json &value, const QString &undoText, bool mergeable)
{
    if (m_loading)
        return {};
    return m_document->apply({Change::set(bound(field), m_id, value)}, undoText, mergeable).reason;
}

QString FieldBinder::refuse(const QString &undoText, const QString &reason)
{
    return m_document->refuse(undoText, reason).reason;
}

QLineEdit *FieldBinder::text(FieldId field, const QString &undoText)
{
    auto *edit = new QLineEdit;
    const FieldId member = bound(field);
    connect(edit, &QLineEdit::textEdited, this,
        [=, this](const QString &value) { setFieldError(edit, commit(member, value.toStdString(), undoText)); });
    m_bindings.push_back({edit, std::string(member.name), [edit](const Json &value) {
                              edit->setText(
                                  value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString());
                          }});
    return edit;
}

QLineEdit *FieldBinder::number(FieldId field, const QString &undoText, bool optional, bool unbounded)
{
    auto *edit = new QLineEdit;
    edit->setAlignment(Qt::AlignRight);
    const FieldId member = bound(field);
    connect(edit, &QLineEdit::textEdited, this, [=, this](const QString &text) {
        const QString trimmed = text.trimmed();
        if (trimmed.isEmpty()) {
            setFieldError(
                edit, optional ? commit(member, nullptr, undoText) : refuse(undoText, tr("a number is required here")));
            return;
        }
        if (unbounded && (trimmed == QLatin1String("unbounded") || trimmed == QStringLiteral("∞"))) {
            setFieldError(edit, commit(member, "unbounded", undoText));
            return;
        }
        const std::optional<double> value = parseNumber(trimmed);
        if (!value) {
            setFieldError(edit,
                refuse(undoText,
                    unbounded ? tr("\"%1\" is not a number (or \"unbounded\")").arg(trimmed)
                              : tr("\"%1\" is not a number").arg(trimmed)));
            return;
        }
        setFieldError(edit, commit(member, *value, undoText));
    });
    m_bindings.push_back({edit, std::string(member.name), [edit](const Json &value) {
                              if (value.is_number())
                                  edit->setText(formatNumber(value.get<double>(), 6));
                              else if (value.is_string())
                                  edit->setText(QString::fromStdString(value.get<std::string>()));
                              else
                                  edit->clear();
                          }});
    return edit;
}

QLineEdit *FieldBinder::list(FieldId field, const QString &undoText)
{
    auto *edit = new QLineEdit;
    const FieldId member = bound(field);
    connect(edit, &QLineEdit::textEdited, this, [=, this](const QString &text) {
        Json items = Json::array();
        for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!item.trimmed().isEmpty())
                items.push_back(item.trimmed().toStdString());
        setFieldError(edit, commit(member, items, undoText));
    });
    m_bindings.push_back({edit, std::string(member.name), [edit](const Json &value) {
                              QStringList items;
                              if (value.is_array())
                                  for (const Json &item : value)
                                      if (item.is_string())
                                          items << QString::fromStdString(item.get<std::string>());
                              edit->setText(items.join(QStringLiteral(", ")));
                          }});
    return edit;
}

namespace {
// The text beside a check box, wrapped to the dock's width (a QCheckBox's own text
// never wraps, and a long one pushes the whole form past the dock's edge); a click on
// it toggles the box, as a click on the box's own text would.
class CheckBoxText : public QLabel {
public:
    CheckBoxText(const QString &text, QCheckBox *box)
        : QLabel(text)
        , m_box(box)
    {
        setWordWrap(true);
        setBuddy(box);
    }

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
            m_box->click();
    }

private:
    QCheckBox *m_box;
};
} // namespace

QWidget *FieldBinder::boolean(FieldId field, const QString &text, const QString &undoText)
{
    auto *row = new QWidget;
    auto *box = new QCheckBox(row);
    box->setAccessibleName(text);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box, 0, Qt::AlignTop);
    layout->addWidget(new CheckBoxText(text, box), 1);
    const FieldId member = bound(field);
    connect(box, &QCheckBox::toggled, this,
        [=, this](bool checked) { setFieldError(box, commit(member, checked, undoText, false)); });
    m_bindings.push_back({box, std::string(member.name),
        [box](const Json &value) { box->setChecked(value.is_boolean() && value.get<bool>()); }});
    return row;
}

QComboBox *FieldBinder::choice(
    FieldId field, const QList<QPair<QString, QString>> &choices, const QString &undoText, const QString &optionalLabel)
{
    auto *combo = new QComboBox;
    // As narrow as a short choice needs, so a form keeps the field beside its label in
    // every language; the list still opens as wide as its longest choice.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(8);
    if (!optionalLabel.isEmpty())
        combo->addItem(optionalLabel, QString());
    for (const auto &[value, label] : choices)
        combo->addItem(label, value);
    const FieldId member = bound(field);
    connect(combo, &QComboBox::activated, this, [=, this](int index) {
        const QString value = combo->itemData(index).toString();
        setFieldError(
            combo, commit(member, value.isEmpty() ? Json(nullptr) : Json(value.toStdString()), undoText, false));
    });
    m_bindings.push_back({combo, std::string(member.name), [combo](const Json &value) {
                              const QString current
                                  = value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
                              const int index = combo->findData(current);
                              combo->setCurrentIndex(std::max(0, index));
                          }});
    return combo;
}

void FieldBinder::load(const Json &object)
{
    m_loading = true;
    for (const Binding &binding : m_bindings) {
        // Never rewrite the field under the user's cursor: it would move the caret
        // and turn "1." into "1".
        if (binding.widget->hasFocus() && qobject_cast<QLineEdit *>(binding.widget))
            continue;
        const auto it = object.find(binding.member);
        binding.show(it == object.end() ? Json(nullptr) : *it);
        // A text longer than its field shows its beginning, not its end.
        if (auto *line = qobject_cast<QLineEdit *>(binding.widget))
            line->setCursorPosition(0);
        setFieldError(binding.widget, QString());
    }
    m_loading = false;
}

} // namespace cosmos
