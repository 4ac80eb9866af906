// SPDX-License-Identifier: MIT
#include "searchsettingsform.h"

#include "choices.h"
#include "fieldbinder.h"
#include "panel.h"
#include "model/analysis/numberformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QVBoxLayout>

namespace cosmos {

namespace {

constexpr double kDefaultDimensions = 1536;

bool searchableAsText(const QString &type)
{
    return type == QLatin1String("string") || type == QLatin1String("array");
}

void fill(QComboBox *box, const Choices::List &choices)
{
    for (const auto &[value, label] : choices)
        box->addItem(label, value);
}

void select(QComboBox *box, const std::string &value)
{
    const int at = box->findData(QString::fromStdString(value));
    box->setCurrentIndex(at < 0 ? 0 : at);
}

} // namespace

Json searchSettingsForType(const QString &type, Json kept)
{
    if (!kept.is_object())
        kept = Json::object();
    if (type == QLatin1String("vector")) {
        if (!kept.contains("vector") || !kept["vector"].is_object())
            kept["vector"] = Json {{"dimensions", kDefaultDimensions}};
    } else {
        kept.erase("vector");
    }
    if (!searchableAsText(type))
        kept.erase("fullText");
    return kept;
}

SearchSettingsForm::SearchSettingsForm(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("searchSettings"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_vectorBox);
    layout->addWidget(m_textBox);
    buildVectorRows();
    buildFullTextRows();
    hide();
}

void SearchSettingsForm::buildVectorRows()
{
    m_dimensions->setObjectName(QStringLiteral("vectorDimensions"));
    m_dimensions->setToolTip(tr("Numbers per embedding, as the embedding model produces them: 1 to 4,096 "
                                "(505 at most with a flat index)"));
    fill(m_dataType, Choices::vectorDataTypes());
    fill(m_distance, Choices::vectorDistances());
    fill(m_index, Choices::vectorIndexTypes());
    m_index->setToolTip(tr("DiskANN and quantized flat need 1,000 vectors before they index; flat compares every "
                           "vector exactly; none leaves searches to a full scan"));
    m_vectorBox->setTitle(tr("Vector search"));
    auto *form = new QFormLayout(m_vectorBox);
    form->addRow(tr("Dimensions"), m_dimensions);
    form->addRow(tr("Data type"), m_dataType);
    form->addRow(tr("Distance"), m_distance);
    form->addRow(tr("Vector index"), m_index);
    connect(m_dimensions, &QLineEdit::editingFinished, this, [this]() { commitFrom(m_dimensions); });
    for (QComboBox *box : {m_dataType, m_distance, m_index})
        connect(box, &QComboBox::activated, this, [this, box]() { commitFrom(box); });
}

void SearchSettingsForm::buildFullTextRows()
{
    m_fullText->setObjectName(QStringLiteral("fullTextSearched"));
    m_fullText->setText(tr("Searched as full text"));
    m_fullText->setToolTip(tr("Adds the path to the container's full-text policy and index, for FullTextContains "
                              "and FullTextScore"));
    for (const QString &language : fullTextLanguages())
        m_language->addItem(language, language);
    m_language->setToolTip(tr("English is generally available; the other languages are in preview"));
    m_textBox->setTitle(tr("Full-text search"));
    auto *form = new QFormLayout(m_textBox);
    form->addRow(m_fullText);
    form->addRow(tr("Language"), m_language);
    connect(m_fullText, &QCheckBox::toggled, this, [this]() {
        m_language->setEnabled(m_fullText->isChecked());
        commitFrom(m_fullText);
    });
    connect(m_language, &QComboBox::activated, this, [this]() { commitFrom(m_language); });
}

void SearchSettingsForm::showFor(const QString &type, const Json &kept)
{
    m_type = type;
    m_kept = kept.is_object() ? kept : Json::object();
    const bool vector = type == QLatin1String("vector");
    const bool text = searchableAsText(type);
    setVisible(vector || text);
    if (!vector && !text)
        return;
    m_vectorBox->setVisible(vector);
    m_textBox->setVisible(text);
    load();
}

void SearchSettingsForm::load()
{
    m_loading = true;
    setError(QString()); // another row, or the model as it now is
    const Json vector = m_kept.value("vector", Json::object());
    const Json dimensions = vector.value("dimensions", Json());
    m_dimensions->setText(dimensions.is_number() ? formatNumber(dimensions.get<double>(), 6)
            : dimensions.is_string()             ? QString::fromStdString(dimensions.get<std::string>())
                                                 : QString());
    select(m_dataType, vector.value("dataType", std::string("float32")));
    select(m_distance, vector.value("distance", std::string("cosine")));
    select(m_index, vector.value("index", std::string("diskANN")));
    const bool searched = m_kept.contains("fullText");
    m_fullText->setChecked(searched);
    m_language->setEnabled(searched);
    select(m_language, m_kept.value("fullText", Json::object()).value("language", std::string("en-US")));
    m_loading = false;
}

void SearchSettingsForm::setError(const QString &error)
{
    for (QWidget *field : std::initializer_list<QWidget *> {m_dimensions, m_dataType, m_distance, m_index, m_fullText, m_language})
        setFieldError(field, field == m_lastEdited ? error : QString());
}

void SearchSettingsForm::commitFrom(QWidget *field)
{
    if (m_loading)
        return;
    m_lastEdited = field;
    Json kept = m_kept;
    if (m_type == QLatin1String("vector")) {
        Json vector = kept.value("vector", Json::object());
        // Text that is not a number goes to the model as typed: its message names the field.
        const QString typed = m_dimensions->text().trimmed();
        if (const auto number = parseNumber(typed))
            vector["dimensions"] = *number;
        else if (typed.isEmpty())
            vector.erase("dimensions");
        else
            vector["dimensions"] = typed.toStdString();
        vector["dataType"] = m_dataType->currentData().toString().toStdString();
        vector["distance"] = m_distance->currentData().toString().toStdString();
        vector["index"] = m_index->currentData().toString().toStdString();
        kept["vector"] = vector;
    } else if (m_fullText->isChecked()) {
        Json fullText = kept.value("fullText", Json::object());
        fullText["language"] = m_language->currentData().toString().toStdString();
        kept["fullText"] = fullText;
    } else {
        kept.erase("fullText");
    }
    if (kept == m_kept)
        return;
    m_kept = kept;
    Q_EMIT edited(kept);
}

} // namespace cosmos
