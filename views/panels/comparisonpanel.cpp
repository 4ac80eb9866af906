// SPDX-License-Identifier: MIT
#include "comparisonpanel.h"

#include "comparisonhtml.h"
#include "model/analysis/numberformat.h"
#include "views/canvas/canvastheme.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace cosmos {

ComparisonPanel::ComparisonPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
    , m_comparisonView(new QWidget(this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("comparison"));
    // Every model change is followed by a new analysis: refreshing on the analysis
    // alone keeps the view live at one refresh per edit.
    setDependencies(OnAnalysis);
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this]() {
        if (!m_filling)
            compareWith(m_choice->currentData().toString());
    });
    m_caption->setWordWrap(true);
    m_details->setOpenLinks(false);

    auto *header = new QHBoxLayout;
    auto *choiceLabel = new QLabel(m_comparisonView);
    header->addWidget(choiceLabel);
    header->addWidget(m_choice);
    header->addWidget(m_caption, 1);

    // The totals as cards in a column on the left: the bottom dock is wide and short,
    // and the money is what a review looks at first.
    auto *cards = new QGridLayout;
    for (size_t i = 0; i < m_cards.size(); ++i) {
        auto *card = new QLabel(m_comparisonView);
        card->setTextFormat(Qt::RichText);
        card->setMinimumWidth(220);
        card->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        cards->addWidget(card, int(i / 2), int(i % 2));
        m_cards[i] = card;
    }
    cards->setRowStretch(2, 1);
    auto *body = new QHBoxLayout;
    body->addLayout(cards, 0);
    body->addWidget(m_details, 1);

    auto *view = new QVBoxLayout(m_comparisonView);
    view->setContentsMargins(0, 0, 0, 0);
    view->addLayout(header);
    view->addLayout(body, 1);

    // Without an alternative there is nothing to compare: one centred sentence on how
    // to make one, not an empty choice and a blank frame.
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setObjectName(QStringLiteral("comparisonEmpty"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_comparisonView, 1);
    layout->addWidget(m_empty, 1);
    onEachLanguage(this, [this, choiceLabel]() {
        m_choice->setAccessibleName(tr("Alternative to compare with"));
        choiceLabel->setText(tr("Compare the current design with"));
    });
}

bool ComparisonPanel::compareWith(const QString &alternativeId)
{
    if (!document()->model().alternative(alternativeId))
        return false;
    m_alternativeId = alternativeId;
    refreshNow();
    return true;
}

void ComparisonPanel::refresh()
{
    fillChoices();
    compare();
    render();
}

void ComparisonPanel::changeEvent(QEvent *event)
{
    Panel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        render();
}

void ComparisonPanel::fillChoices()
{
    const Model &model = document()->model();
    if (!model.alternative(m_alternativeId))
        m_alternativeId = model.alternatives.empty() ? QString() : model.alternatives.front().id;
    m_filling = true;
    m_choice->clear();
    for (const DesignAlternative &alternative : model.alternatives)
        m_choice->addItem(alternative.name, alternative.id);
    m_choice->setCurrentIndex(m_choice->findData(m_alternativeId));
    m_choice->setEnabled(!model.alternatives.empty());
    m_filling = false;
}

void ComparisonPanel::compare()
{
    const Model &model = document()->model();
    const DesignAlternative *alternative = model.alternative(m_alternativeId);
    if (!alternative) {
        m_comparison.reset();
        m_alternativeAnalysis.reset();
        return;
    }
    // Editing the current design leaves the alternative alone: analyse it again only
    // when it is a different design (another choice, a switch, an undo).
    if (!m_alternativeAnalysis || !(m_analysedDesign == alternative->design)) {
        m_analysedDesign = alternative->design;
        m_alternativeAnalysis = analyze(m_analysedDesign);
    }
    m_comparison = compareDesigns(m_analysedDesign, *m_alternativeAnalysis, model, *document()->analysis());
}

void ComparisonPanel::render()
{
    const Model &model = document()->model();
    const DesignAlternative *alternative = model.alternative(m_alternativeId);
    const bool comparing = m_comparison && alternative;
    m_comparisonView->setVisible(comparing);
    m_empty->setVisible(!comparing);
    if (!comparing) {
        m_empty->setText(tr("This model has no alternatives yet. Use Model › Alternatives › Duplicate as "
                            "Alternative… to keep a copy of the current design, change the current design, "
                            "and compare the two here."));
        m_caption->clear();
        for (QLabel *card : m_cards)
            card->clear();
        m_details->clear();
        return;
    }
    const CanvasTheme theme = CanvasTheme::fromPalette(palette());
    ComparisonStyle style;
    style.nameA = alternative->name;
    style.nameB = model.designName.isEmpty() ? tr("Current design") : model.designName;
    style.better = theme.heat(HeatStatus::Ok);
    style.worse = theme.heat(HeatStatus::Hot);
    // Secondary text: the text colour 40% of the way to the background, which keeps
    // enough contrast in every theme (a palette's placeholder colour may not).
    const QColor text = palette().color(QPalette::WindowText), background = palette().color(QPalette::Window);
    style.muted = QColor::fromRgbF(text.redF() * 0.6f + background.redF() * 0.4f,
        text.greenF() * 0.6f + background.greenF() * 0.4f, text.blueF() * 0.6f + background.blueF() * 0.4f);
    style.pointSize = font().pointSizeF() > 0 ? font().pointSizeF() : 10;

    m_caption->setText(tr("Changes read <b>%1</b> compared with <b>%2</b>: ▼ in green is cheaper or lighter, ▲ in "
                          "red costs more.")
                           .arg(style.nameB.toHtmlEscaped(), style.nameA.toHtmlEscaped()));
    // A drawn border rather than a style frame: a high-contrast palette leaves the
    // frame colours unset, and the cards would lose their edges on a projector.
    for (QLabel *card : m_cards)
        card->setStyleSheet(QStringLiteral("QLabel { border: 1px solid %1; border-radius: 4px; padding: 8px; }")
                                .arg(style.muted.name()));
    const TotalsComparison &t = m_comparison->totals;
    m_cards[0]->setText(totalsCardHtml(tr("Monthly cost"), t.monthlyCostUsd, formatUsd(t.monthlyCostUsd.b),
        formatUsd(t.monthlyCostUsd.a), usdChange(t.monthlyCostUsd), style));
    m_cards[1]->setText(totalsCardHtml(tr("RU/s at peak"), t.ruPerSecondPeak, formatRu(t.ruPerSecondPeak.b),
        formatRu(t.ruPerSecondPeak.a), ruChange(t.ruPerSecondPeak), style));
    m_cards[2]->setText(totalsCardHtml(tr("RU/s on average"), t.ruPerSecondAvg, formatRu(t.ruPerSecondAvg.b),
        formatRu(t.ruPerSecondAvg.a), ruChange(t.ruPerSecondAvg), style));
    m_cards[3]->setText(totalsCardHtml(tr("Storage"), t.storageGB, formatGB(t.storageGB.b), formatGB(t.storageGB.a),
        gbChange(t.storageGB), style));

    const int scroll = m_details->verticalScrollBar() ? m_details->verticalScrollBar()->value() : 0;
    m_details->setHtml(comparisonDetailsHtml(*m_comparison, style));
    m_details->verticalScrollBar()->setValue(scroll); // live edits must not jump the view
}

QString ComparisonPanel::text() const
{
    if (m_empty->isVisibleTo(this))
        return m_empty->text();
    QString out = m_caption->text() + QLatin1Char('\n');
    for (const QLabel *card : m_cards) {
        QTextDocument document;
        document.setHtml(card->text());
        out += document.toPlainText() + QLatin1Char('\n');
    }
    return out + m_details->toPlainText();
}

} // namespace cosmos
