// SPDX-License-Identifier: MIT
#include "patterninspector.h"

#include "choices.h"
#include "fieldbinder.h"
#include "keytable.h"
#include "panel.h"
#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/routeexplanation.h"
#include "model/analysis/routetitle.h"
#include "model/io/modeljson.h"
#include "views/document/modeldocument.h"

#include "views/common/qscintilla.h"
#include "views/common/unbrokentext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cosmos {

PatternInspector::PatternInspector(ModelDocument *document, QWidget *parent)
    : InspectorForm(document, ObjectKind::AccessPattern, parent)
    , m_remedyNumbers(new QLabel(this))
    , m_remedyTitle(new QLabel(tr("Served by"), this))
{
    summary()->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_entities->setObjectName(QStringLiteral("patternEntities"));
    auto *lexer = new QsciLexerSQL(m_query);
    lexer->setFont(QFont(QStringLiteral("monospace")));
    m_query->setLexer(lexer);
    m_query->setMarginWidth(0, 0);
    m_query->setMinimumHeight(70);
    m_query->setMaximumHeight(110);
    m_query->setWrapMode(QsciScintilla::WrapWord);
    m_query->setObjectName(QStringLiteral("queryEditor"));

    // First, under the route it changes (only a cross-partition read has the row).
    m_remedy->setObjectName(QStringLiteral("remedyChooser"));
    m_remedy->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_remedy->setMinimumContentsLength(12);
    m_remedy->setToolTip(tr("How this cross-partition read is served: a copy keyed for it, the key passed by the "
                            "caller, or every partition asked. Numbers are estimates from the design as modelled."));
    m_remedyNumbers->setWordWrap(true);
    m_remedyNumbers->setObjectName(QStringLiteral("remedyNumbers"));
    auto *remedyLayout = new QVBoxLayout(m_remedyRow);
    remedyLayout->setContentsMargins(0, 0, 0, 0);
    remedyLayout->addWidget(m_remedy);
    remedyLayout->addWidget(m_remedyNumbers);
    // The whole width: the remedies' names hold container names.
    form()->addRow(m_remedyTitle);
    form()->addRow(m_remedyRow);
    connect(m_remedy, &QComboBox::activated, this, &PatternInspector::chooseRemedy);
    form()->addRow(tr("Description"), fields()->text(field::pattern::description, tr("Edit Description")));
    form()->addRow(
        tr("Operation"), fields()->choice(field::pattern::operation, Choices::operations(), tr("Edit Operation")));
    form()->addRow(tr("Entities"), m_entities);
    form()->addRow(tr("Primary entity"), m_primary);
    form()->addRow(tr("RPS (average)"), fields()->number(field::pattern::rpsAvg, tr("Edit Average RPS")));
    form()->addRow(tr("RPS (peak)"), fields()->number(field::pattern::rpsPeak, tr("Edit Peak RPS")));
    // The tables take the whole width: an attribute path ("comment.createdAt") and
    // its condition side by side do not fit beside a label in a narrow dock.
    form()->addRow(new QLabel(tr("Filters"), this));
    form()->addRow(m_filters);
    form()->addRow(new QLabel(tr("Sort"), this));
    form()->addRow(m_sort);
    QLineEdit *needed = fields()->list(field::pattern::attributesNeeded, tr("Edit Projection"));
    needed->setPlaceholderText(tr("attributes returned, comma-separated"));
    form()->addRow(tr("Attributes needed"), needed);
    form()->addRow(tr("Results per request"), fields()->number(field::pattern::resultCount, tr("Edit Result Count")));
    QLineEdit *topK = fields()->number(field::pattern::topK, tr("Edit Top K"));
    topK->setPlaceholderText(tr("10"));
    topK->setToolTip(tr("A search's TOP k: the best-ranked results it returns. Empty: 10."));
    form()->addRow(tr("Search results (top k)"), topK);
    form()->addRow(tr("Latency SLO (ms)"), fields()->number(field::pattern::latencySloMs, tr("Edit Latency SLO")));
    form()->addRow(tr("Consistency"),
        fields()->choice(
            field::pattern::consistency, Choices::consistencies(), tr("Edit Consistency"), tr("Application default")));
    form()->addRow(tr("Status"), fields()->choice(field::pattern::status, Choices::statuses(), tr("Edit Status")));
    form()->addRow(tr("Query"), m_query);

    connect(m_entities, &QListWidget::itemChanged, this, &PatternInspector::commitEntities);
    connect(m_primary, &QComboBox::activated, this, &PatternInspector::commitEntities);
    connect(m_filters, &KeyTable::edited, this, [this](const Json &rows) {
        m_filters->setError(fields()->commit(field::pattern::filters, rows, tr("Edit Filters"), false));
    });
    connect(m_sort, &KeyTable::edited, this, [this](const Json &rows) {
        m_sort->setError(fields()->commit(field::pattern::sort, rows, tr("Edit Sort"), false));
    });
    connect(m_query, &QsciScintilla::textChanged, this, [this]() {
        if (!m_loading)
            setFieldError(
                m_query, fields()->commit(field::pattern::query, m_query->text().toStdString(), tr("Edit Query")));
    });
}

void PatternInspector::commitEntities()
{
    if (m_loading)
        return;
    QStringList chosen;
    const QString primary = m_primary->currentData().toString();
    for (int i = 0; i < m_entities->count(); ++i)
        if (m_entities->item(i)->checkState() == Qt::Checked)
            chosen << m_entities->item(i)->data(Qt::UserRole).toString();
    // The primary entity goes first: it decides which container the pattern hits.
    if (chosen.contains(primary)) {
        chosen.removeAll(primary);
        chosen.prepend(primary);
    }
    Json ids = Json::array();
    for (const QString &id : chosen)
        ids.push_back(id.toStdString());
    setFieldError(m_entities, fields()->commit(field::pattern::entities, ids, tr("Edit Pattern Entities"), false));
}

namespace {

// "+$69.78 a month" / "−$7.02 a month": what the design costs more or less with it.
QString monthlyDelta(double usd)
{
    const QString amount = formatUsd(std::abs(usd));
    return usd >= 0 ? PatternInspector::tr("+%1 a month").arg(amount) : PatternInspector::tr("−%1 a month").arg(amount);
}

// Short enough for the chooser in a narrow dock; the numbers are listed below it.
QString remedyName(const PatternRemedy &remedy)
{
    switch (remedy.kind) {
    case RemedyKind::PassKey:
        return PatternInspector::tr("Caller passes %1").arg(remedy.keyAttribute);
    case RemedyKind::Gsi:
        return PatternInspector::tr("Index %1 (preview)").arg(remedy.container);
    case RemedyKind::View:
        return remedy.feed ? PatternInspector::tr("Feed view %1").arg(remedy.container)
                           : PatternInspector::tr("View in %1").arg(remedy.container);
    case RemedyKind::None:
        break;
    }
    return {};
}

QString remedyNumbers(const PatternRemedy &remedy)
{
    return PatternInspector::tr("%1: %2 RU, %3")
        .arg(remedyName(remedy), formatNumber(remedy.ruPerRequestAfter), monthlyDelta(remedy.monthlyCostDeltaUsd));
}

} // namespace

void PatternInspector::showRemedies(const QString &patternId)
{
    const PatternAnalysis *routed = document()->analysis()->accessPattern(patternId);
    const bool offered = routed && !routed->remedies.empty();
    form()->setRowVisible(m_remedyTitle, offered);
    form()->setRowVisible(m_remedyRow, offered);
    if (!offered)
        return;
    const std::map<QString, RemedyKind> &chosen = document()->model().overrides.remedies;
    const auto user = chosen.find(patternId);
    const PatternRemedy *recommended = nullptr;
    for (const PatternRemedy &remedy : routed->remedies)
        if (remedy.recommended)
            recommended = &remedy;
    m_remedy->clear();
    m_remedy->addItem(recommended ? tr("Recommended: %1").arg(remedyName(*recommended))
                                  : tr("Recommended: every partition asked"),
        QString());
    QStringList numbers {tr("Every partition: %1 RU").arg(formatNumber(routed->remedies.front().ruPerRequestBefore))};
    for (const PatternRemedy &remedy : routed->remedies) {
        m_remedy->addItem(remedyName(remedy), QString::fromLatin1(toName(remedy.kind).data()));
        numbers << remedyNumbers(remedy);
    }
    m_remedy->addItem(tr("Every partition"), QStringLiteral("none"));
    const QString current = user == chosen.end() ? QString() : QString::fromLatin1(toName(user->second).data());
    m_remedy->setCurrentIndex(std::max(0, m_remedy->findData(current)));
    m_remedyNumbers->setText(keepValuesTogether(numbers.join(QLatin1Char('\n'))));
}

void PatternInspector::chooseRemedy()
{
    if (m_loading || fields()->target().isEmpty())
        return;
    const QString kind = m_remedy->currentData().toString();
    const Json value = kind.isEmpty() ? Json(nullptr) : Json(kind.toStdString());
    const EditOutcome outcome = document()->apply(
        {Change::setEntry(ObjectKind::RemedyOverride, fields()->target(), value)}, tr("Choose How a Read Is Served"));
    setFieldError(m_remedy, outcome.reason);
}

void PatternInspector::show(const QString &patternId)
{
    const Model &model = document()->model();
    const AccessPattern *p = model.accessPattern(patternId);
    if (!p)
        return;
    m_loading = true;
    fields()->setTarget(patternId);
    const Json json = toJson(*p);
    fields()->load(json);
    // Rebuild the entity list only when the entities or the pattern changed: with
    // hundreds of entities this runs at every keystroke otherwise.
    QStringList signature {patternId};
    for (const Entity &entity : model.entities)
        signature << entity.id << entity.name;
    signature << p->entities;
    QStringList attributes;
    if (signature != m_listed) {
        m_listed = signature;
        m_entities->clear();
        m_primary->clear();
        for (const Entity &entity : model.entities) {
            auto *item = new QListWidgetItem(entity.name, m_entities);
            item->setData(Qt::UserRole, entity.id);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(p->entities.contains(entity.id) ? Qt::Checked : Qt::Unchecked);
            if (p->entities.contains(entity.id))
                m_primary->addItem(entity.name, entity.id);
        }
    }
    // As tall as its entities, up to five, in the font now in use; a fixed 110 px left
    // empty rows that pushed the rest of the form below the fold at 1280×720.
    const int rows = std::clamp(m_entities->count(), 1, 5);
    const int row = m_entities->count() > 0 ? m_entities->sizeHintForRow(0) : m_entities->fontMetrics().height();
    m_entities->setFixedHeight(rows * row + 2 * m_entities->frameWidth());
    QString newestFirst; // what Add Sort Key offers: the first date, newest first
    for (const QString &id : p->entities)
        if (const Entity *entity = model.entity(id))
            for (const Attribute &attribute : entity->attributes) {
                attributes << (p->entities.size() > 1 ? entity->id + QLatin1Char('.') + attribute.name
                                                      : attribute.name);
                if (newestFirst.isEmpty() && attribute.type == AttributeType::Datetime)
                    newestFirst = attributes.constLast();
            }
    m_sort->setNewRow(newestFirst, newestFirst.isEmpty() ? QString() : QStringLiteral("desc"));
    if (!p->entities.isEmpty())
        m_primary->setCurrentIndex(m_primary->findData(p->entities.constFirst()));
    setFieldError(m_entities, QString());
    m_filters->setRows(json["filters"], attributes);
    m_sort->setRows(json["sort"], attributes);
    if (!m_query->hasFocus() && m_query->text() != p->query)
        m_query->setText(p->query);
    showRemedies(patternId);
    m_loading = false;

    QString route;
    const Analysis &analysis = *document()->analysis();
    if (const PatternAnalysis *routed = analysis.accessPattern(patternId)) {
        route = tr("%1 · %2 · %3 RU per request · %4 RU/s average, %5 at peak")
                    .arg(routed->container.toHtmlEscaped(), routeTitle(*routed).translated(),
                        formatNumber(routed->ruPerRequest), formatRu(routed->ruPerSecondAvg),
                        formatRu(routed->ruPerSecondPeak));
        const QStringList reasons = patternReasons(*routed, model, analysis.assumptions).translated();
        if (!reasons.isEmpty())
            route += QStringLiteral("<br><span style='color:gray'>%1</span>")
                         .arg(reasons.join(QLatin1Char(' ')).toHtmlEscaped());
        route = keepValuesTogether(route);
    }
    summary()->setText(tr("<b>%1</b><br>%2").arg(p->id.toHtmlEscaped(), route));
}

} // namespace cosmos
