// SPDX-License-Identifier: MIT
#include "welcomepage.h"

#include "recentfiles.h"
#include "uilanguage.h"
#include "views/common/languagechange.h"

#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace cosmos {

namespace {

// Four fit beside the samples at 1280×720 in every language; File › Open Recent has them all.
constexpr int kRecentShown = 4;

QLabel *heading(QWidget *parent, int pointSizeStep)
{
    auto *label = new QLabel(parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() + pointSizeStep);
    font.setBold(true);
    label->setFont(font);
    label->setWordWrap(true);
    return label;
}

// One thing to start: a link as its title, what it is below. A label lays out any
// script with its own line heights and wraps both lines (a command link button
// wraps neither its title nor, in Devanagari, spaces its lines enough).
QLabel *entry(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    label->setFocusPolicy(Qt::StrongFocus);
    return label;
}

void setEntry(QLabel *label, const QString &target, const QString &title, const QString &description)
{
    // "/companyId" is one word: a word joiner keeps the line from breaking after its slash.
    static const QRegularExpression pathSlash(QStringLiteral("/(?=\\w)"));
    QString text = description;
    text.replace(pathSlash, QStringLiteral("/\u2060"));
    label->setText(QStringLiteral(
        "<p style=\"margin-bottom:0\"><a href=\"%1\" style=\"text-decoration:none\"><b>%2</b></a><br>%3</p>")
                       .arg(target.toHtmlEscaped(), title.toHtmlEscaped(), text.toHtmlEscaped()));
}

// A recent model: its name, and below it its folder, home written "~".
void setRecentEntry(QLabel *label, const QString &path)
{
    const QFileInfo file(path);
    QString folder = QDir::toNativeSeparators(file.absolutePath());
    const QString home = QDir::toNativeSeparators(QDir::homePath());
    if (home.size() > 1 && (folder == home || folder.startsWith(home + QDir::separator())))
        folder = QStringLiteral("~") + folder.mid(home.size());
    setEntry(label, path, file.fileName(), folder);
    label->setToolTip(QDir::toNativeSeparators(path));
}

// Removes the entries a list holds before it is filled again.
void clear(QVBoxLayout *list)
{
    while (QLayoutItem *item = list->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

} // namespace

WelcomePage::WelcomePage(RecentFiles *recent, QWidget *parent)
    : QScrollArea(parent)
    , m_recent(recent)
{
    setObjectName(QStringLiteral("welcomePage"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("welcomeContent"));
    setWidget(content);

    m_title = heading(content, 10);
    m_tagline = new QLabel(content);
    m_tagline->setWordWrap(true);
    m_startHeading = heading(content, 2);
    m_recentHeading = heading(content, 2);
    m_samplesHeading = heading(content, 2);
    m_new = entry(content, QStringLiteral("welcomeNew"));
    m_first = entry(content, QStringLiteral("welcomeFirstModel"));
    m_open = entry(content, QStringLiteral("welcomeOpen"));
    m_shortcuts = entry(content, QStringLiteral("welcomeShortcuts"));
    connect(m_new, &QLabel::linkActivated, this, &WelcomePage::newModelRequested);
    connect(m_first, &QLabel::linkActivated, this, &WelcomePage::firstModelRequested);
    connect(m_open, &QLabel::linkActivated, this, &WelcomePage::openRequested);
    connect(m_shortcuts, &QLabel::linkActivated, this, &WelcomePage::shortcutsRequested);

    auto *start = new QVBoxLayout;
    start->addWidget(m_startHeading);
    for (QLabel *link : {m_first, m_new, m_open, m_shortcuts})
        start->addWidget(link);
    start->addSpacing(fontMetrics().height());
    start->addWidget(m_recentHeading);
    m_recentList = new QVBoxLayout;
    for (QVBoxLayout *list : {start, m_recentList})
        list->setSpacing(fontMetrics().height() / 2);
    start->addLayout(m_recentList);
    start->addStretch(1);

    auto *samples = new QVBoxLayout;
    samples->addWidget(m_samplesHeading);
    m_sampleList = new QVBoxLayout;
    m_sampleList->setSpacing(fontMetrics().height() / 2);
    samples->addLayout(m_sampleList);
    samples->addStretch(1);

    // Two columns side by side, as wide as reads well and centred in a wide window.
    auto *columns = new QGridLayout;
    columns->addLayout(start, 0, 0);
    columns->addLayout(samples, 0, 1);
    columns->setColumnStretch(0, 2);
    columns->setColumnStretch(1, 3);
    columns->setHorizontalSpacing(3 * fontMetrics().height());

    auto *page = new QVBoxLayout(content);
    // Wide at the sides, narrow above and below: the seven samples fit a 1280×720
    // window in English; a language that needs more lines scrolls.
    const int margin = 2 * fontMetrics().height();
    page->setContentsMargins(margin, margin / 2, margin, margin / 2);
    page->addWidget(m_title);
    page->addWidget(m_tagline);
    page->addSpacing(fontMetrics().height());
    page->addLayout(columns, 1);

    onEachLanguage(this, [this]() { setTexts(); });
    connect(m_recent, &RecentFiles::changed, this, &WelcomePage::fillRecent);
}

void WelcomePage::setTexts()
{
    m_title->setText(tr("Cosmos Modeler"));
    m_tagline->setText(tr("Design Azure Cosmos DB data models from the way the application reads and writes "
                          "them. Every decision comes with its reasons and its numbers."));
    m_startHeading->setText(tr("Start"));
    m_recentHeading->setText(tr("Recent models"));
    m_samplesHeading->setText(tr("Learn from a sample"));
    setEntry(m_first, QStringLiteral("first"), tr("Build your first model"),
        tr("An empty canvas, and beside it the steps from the first entity to a costed design."));
    setEntry(m_new, QStringLiteral("new"), tr("New model"), tr("An empty canvas."));
    setEntry(m_open, QStringLiteral("open"), tr("Open a model…"), tr("A model file (.cosmos.json) from your disk."));
    setEntry(m_shortcuts, QStringLiteral("shortcuts"), tr("Keyboard shortcuts"),
        tr("Every key and mouse gesture of the canvas and the menus."));
    // As wide as reads well in the language's font, centred in a wider window.
    widget()->setMaximumWidth(56 * fontMetrics().height());
    fillRecent();
    if (m_samplesRead)
        fillSamples();
}

const std::vector<GallerySample> &WelcomePage::samples()
{
    ensureSamples();
    return m_samples;
}

void WelcomePage::showEvent(QShowEvent *event)
{
    ensureSamples();
    QScrollArea::showEvent(event);
}

void WelcomePage::ensureSamples()
{
    if (m_samplesRead)
        return;
    m_samplesRead = true;
    m_samples = loadGallery();
    fillSamples();
}

void WelcomePage::fillRecent()
{
    clear(m_recentList);
    const QStringList files = m_recent->files().mid(0, kRecentShown);
    for (const QString &path : files) {
        QLabel *recentEntry = entry(widget(), QStringLiteral("welcomeRecent"));
        setRecentEntry(recentEntry, path);
        connect(recentEntry, &QLabel::linkActivated, this, &WelcomePage::recentRequested);
        m_recentList->addWidget(recentEntry);
    }
    if (files.isEmpty()) {
        auto *none = new QLabel(tr("None yet: the models you open or save appear here."), widget());
        none->setWordWrap(true);
        none->setEnabled(false);
        m_recentList->addWidget(none);
    }
}

void WelcomePage::fillSamples()
{
    clear(m_sampleList);
    const QString language = UiLanguage::current();
    for (const GallerySample &sample : m_samples) {
        const SampleDescription description = sampleDescription(sample.model, language).value_or(sample.description);
        QLabel *sampleEntry = entry(widget(), QStringLiteral("welcomeSample"));
        setEntry(sampleEntry, sample.resourcePath, description.title, description.summary);
        connect(sampleEntry, &QLabel::linkActivated, this,
            [this, model = &sample.model]() { Q_EMIT sampleRequested(*model); });
        m_sampleList->addWidget(sampleEntry);
    }
}

} // namespace cosmos
