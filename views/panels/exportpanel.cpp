// SPDX-License-Identifier: MIT
#include "exportpanel.h"

#include "model/io/modelwriter.h"
#include "views/common/codeeditor.h"
#include "views/document/modeldocument.h"
#include "views/common/languagechange.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace cosmos {

namespace {

constexpr const char *kProductTitles[] = {QT_TRANSLATE_NOOP("cosmos::ExportPanel", "Requirements"),
    QT_TRANSLATE_NOOP("cosmos::ExportPanel", "Data Model"), QT_TRANSLATE_NOOP("cosmos::ExportPanel", "Containers"),
    QT_TRANSLATE_NOOP("cosmos::ExportPanel", "Indexing"), QT_TRANSLATE_NOOP("cosmos::ExportPanel", "ARM"),
    QT_TRANSLATE_NOOP("cosmos::ExportPanel", "Bicep"), QT_TRANSLATE_NOOP("cosmos::ExportPanel", "Samples")};
static_assert(std::size(kProductTitles) == std::size_t(ExportProduct::Samples) + 1);

QString productTitle(ExportProduct product)
{
    return ExportPanel::tr(labelIn(kProductTitles, product));
}

constexpr qsizetype kWrapLimit = 256 * 1024; // characters
// The editor and the preview hold many times the text they show: of a larger file they
// show its beginning and say that the exported file holds the rest.
constexpr qsizetype kShownLimit = 2 * 1024 * 1024; // characters

} // namespace

ExportPanel::ExportPanel(ModelDocument *document, QWidget *parent)
    : Panel(document, parent)
{
    setObjectName(QStringLiteral("export"));
    setDependencies(OnAnalysis);
    // Rendering a product of a large model takes longer than a keystroke: catch up
    // when typing pauses.
    setRefreshDelay(250);
    for (ExportProduct product : allExportProducts()) {
        const int tab = m_tabs->addTab(QString());
        m_tabs->setTabData(tab, int(product));
    }
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(false);
    m_files->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_find->setClearButtonEnabled(true);
    m_messages->setWordWrap(true);
    m_messages->hide();
    m_editor->setReadOnly(true);
    m_editor->setUtf8(true);
    m_editor->setWrapMode(QsciScintilla::WrapNone);
    m_rendered->setOpenExternalLinks(true);
    m_pages->addWidget(m_editor);
    m_pages->addWidget(m_rendered);

    auto *copy = new QPushButton(this);
    auto *save = new QPushButton(this);
    auto *exportAll = new QPushButton(this);
    onEachLanguage(this, [this, copy, save, exportAll]() {
        for (int tab = 0; tab < m_tabs->count(); ++tab)
            m_tabs->setTabText(tab, productTitle(ExportProduct(m_tabs->tabData(tab).toInt())));
        m_preview->setText(tr("Preview"));
        m_preview->setToolTip(tr("Show the document as it reads, with its tables"));
        m_find->setPlaceholderText(tr("Find…"));
        copy->setText(tr("Copy"));
        save->setText(tr("Save…"));
        exportAll->setText(tr("Export All…"));
        copy->setToolTip(tr("Copy this file to the clipboard"));
        save->setToolTip(tr("Save this file"));
        exportAll->setToolTip(tr("Write every file into a folder, as cosmos-modeler-cli export does"));
    });

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_files);
    bar->addWidget(m_find, 1);
    bar->addWidget(m_preview);
    bar->addWidget(copy);
    bar->addWidget(save);
    bar->addWidget(exportAll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_tabs);
    layout->addLayout(bar);
    layout->addWidget(m_messages);
    layout->addWidget(m_pages, 1);

    connect(m_tabs, &QTabBar::currentChanged, this, [this]() {
        if (!m_updating)
            refreshNow();
    });
    connect(m_files, &QComboBox::currentIndexChanged, this, [this]() {
        if (m_updating)
            return;
        m_chosenFile[int(currentProduct())] = m_files->currentData().toString();
        showCurrentFile();
    });
    connect(m_find, &QLineEdit::returnPressed, this, &ExportPanel::findNext);
    connect(m_preview, &QCheckBox::toggled, this, &ExportPanel::setPreview);
    connect(copy, &QPushButton::clicked, this, &ExportPanel::copyCurrent);
    connect(save, &QPushButton::clicked, this, &ExportPanel::saveCurrent);
    connect(exportAll, &QPushButton::clicked, this, &ExportPanel::exportAll);
}

ExportProduct ExportPanel::currentProduct() const
{
    return ExportProduct(m_tabs->tabData(std::max(0, m_tabs->currentIndex())).toInt());
}

void ExportPanel::showProduct(ExportProduct product)
{
    for (int tab = 0; tab < m_tabs->count(); ++tab)
        if (m_tabs->tabData(tab).toInt() == int(product))
            m_tabs->setCurrentIndex(tab);
    refreshNow();
}

bool ExportPanel::showFile(const QString &path)
{
    const int index = m_files->findData(path);
    if (index < 0)
        return false;
    m_files->setCurrentIndex(index);
    return true;
}

QString ExportPanel::text() const
{
    return m_editor->text();
}

QStringList ExportPanel::filePaths() const
{
    return m_paths;
}

void ExportPanel::refresh()
{
    // The files are rendered from the published analysis of the model as it is now:
    // while a newer one is under way, try again after the delay.
    if (document()->isAnalysing()) {
        postponeRefresh();
        return;
    }
    const ExportProduct product = currentProduct();
    const ExportRendering rendering = renderExport(*document()->findings(), {product});
    m_paths.clear();
    for (const ExportFile &file : rendering.files)
        m_paths << file.path;
    QStringList messages;
    for (const QString &error : rendering.errors)
        messages << tr("Cannot export: %1").arg(error);
    messages << rendering.warnings;
    m_messages->setText(messages.join(QLatin1Char('\n')));
    m_messages->setVisible(!messages.isEmpty());

    m_updating = true;
    m_files->clear();
    for (const QString &path : std::as_const(m_paths))
        m_files->addItem(path, path);
    const int chosen = m_files->findData(m_chosenFile.value(int(product)));
    m_files->setCurrentIndex(chosen >= 0 ? chosen : 0);
    m_files->setVisible(m_paths.size() > 1);
    m_updating = false;
    const QString path = m_files->currentData().toString();
    const auto shown = std::find_if(
        rendering.files.begin(), rendering.files.end(), [&](const ExportFile &file) { return file.path == path; });
    showText(path, shown == rendering.files.end() ? QByteArray() : shown->bytes);
}

QByteArray ExportPanel::renderedBytes(const QString &path) const
{
    const ExportRendering rendering = renderExport(*document()->findings(), {currentProduct()});
    for (const ExportFile &file : rendering.files)
        if (file.path == path)
            return file.bytes;
    return {};
}

void ExportPanel::showCurrentFile()
{
    const QString path = m_files->currentData().toString();
    showText(path, renderedBytes(path));
}

// The UTF-16 units QString::fromUtf8 makes of `utf8`, without decoding it: one for
// each character's first byte, two for a four-byte character.
static qsizetype utf16Length(QByteArrayView utf8)
{
    qsizetype units = 0;
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) != 0x80)
            units += byte >= 0xF0 ? 2 : 1;
    }
    return units;
}

void ExportPanel::showText(const QString &path, const QByteArray &bytes)
{
    // Only the beginning is decoded: a character takes at most 3 bytes of UTF-8 (4 for
    // two UTF-16 units). The whole data model document of a 48 MB model, decoded and
    // then truncated, kept 86 MB for the 4 MB shown.
    const QByteArrayView head = QByteArrayView(bytes).first(std::min(bytes.size(), 3 * kShownLimit));
    QString content = QString::fromUtf8(head);
    if (content.size() > kShownLimit || head.size() < bytes.size()) {
        const qsizetype cut = std::max(content.lastIndexOf(QLatin1Char('\n'), kShownLimit), qsizetype(0));
        const qsizetype rest = utf16Length(bytes) - cut;
        content.truncate(cut);
        content += QLatin1String("\n\n") + tr("… %L1 more characters are not shown here; the exported file holds them.").arg(rest) + QLatin1Char('\n');
        content.squeeze();
    }
    const bool sameFile = path == m_currentPath;
    const bool markdown = path.endsWith(QLatin1String(".md"));
    // The same file with new numbers: keep the reader's place in it.
    // By document line: wrapped lines are laid out again for the new text.
    const long firstLine
        = m_editor->SendScintilla(QsciScintillaBase::SCI_DOCLINEFROMVISIBLE, m_editor->firstVisibleLine());
    const int horizontal = int(m_editor->SendScintilla(QsciScintillaBase::SCI_GETXOFFSET));
    const int previewScroll = m_rendered->verticalScrollBar()->value();
    if (!sameFile || m_editor->lexer() == nullptr) {
        QsciLexer *old = m_editor->lexer();
        m_editor->setLexer(lexerForFile(path, m_editor));
        delete old;
        applyEditorPalette(m_editor, palette());
    }
    // Documents read as prose; JSON and Bicep keep their lines. Wrapping a long
    // document lays out every line (a second for a 300-entity model), so long ones
    // stay unwrapped: the preview reads them.
    const QsciScintilla::WrapMode wrap
        = markdown && content.size() < kWrapLimit ? QsciScintilla::WrapWord : QsciScintilla::WrapNone;
    if (m_editor->wrapMode() != wrap)
        m_editor->setWrapMode(wrap);
    if (m_editor->text() != content)
        m_editor->setText(content);
    m_currentPath = path;
    m_shownText = content;
    m_preview->setEnabled(markdown);
    if (markdown && m_preview->isChecked())
        m_rendered->setMarkdown(content);
    m_pages->setCurrentWidget(markdown && m_preview->isChecked() ? static_cast<QWidget *>(m_rendered) : m_editor);
    if (sameFile) {
        m_editor->setFirstVisibleLine(
            int(m_editor->SendScintilla(QsciScintillaBase::SCI_VISIBLEFROMDOCLINE, firstLine)));
        m_editor->SendScintilla(QsciScintillaBase::SCI_SETXOFFSET, horizontal);
        m_rendered->verticalScrollBar()->setValue(previewScroll);
    }
}

void ExportPanel::setPreview(bool preview)
{
    Q_UNUSED(preview);
    const bool markdown = m_currentPath.endsWith(QLatin1String(".md"));
    if (markdown && preview)
        m_rendered->setMarkdown(m_shownText);
    m_pages->setCurrentWidget(markdown && preview ? static_cast<QWidget *>(m_rendered) : m_editor);
}

void ExportPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_editor)
        applyEditorPalette(m_editor, palette());
    Panel::changeEvent(event);
}

void ExportPanel::findNext()
{
    const QString needle = m_find->text();
    if (needle.isEmpty())
        return;
    // Case-insensitive, wrapping; from the cursor onwards.
    if (!m_editor->findFirst(needle, false, false, false, true))
        m_find->setToolTip(tr("Not found"));
}

void ExportPanel::copyCurrent()
{
    // The whole file, also where the editor shows only its beginning.
    QApplication::clipboard()->setText(QString::fromUtf8(renderedBytes(m_currentPath)));
}

void ExportPanel::saveCurrent()
{
    if (m_currentPath.isEmpty())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Export File"), QFileInfo(m_currentPath).fileName());
    if (path.isEmpty())
        return;
    // The whole file as the export writes it, not the beginning the editor shows.
    const SaveResult saved = ModelWriter::writeBytes(renderedBytes(m_currentPath), path);
    if (!saved.ok)
        QMessageBox::warning(this, tr("Cannot Save"), tr("%1 could not be saved: %2").arg(path, saved.error));
}

ExportResult ExportPanel::exportInto(const QString &directory) const
{
    // The files are the CLI's, in English whatever language the window speaks: the
    // analysis holds its sentences as Texts and the exports render them in English.
    // An export asked for mid-edit waits for the analysis of the model as it is.
    if (document()->isAnalysing())
        document()->recomputeNow();
    return exportFolder(*document()->findings(), directory, allExportProducts());
}

void ExportPanel::exportAll()
{
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Export All Into"));
    if (directory.isEmpty())
        return;
    const ExportResult result = exportInto(directory);
    QMessageBox box(this);
    box.setWindowTitle(tr("Export All"));
    if (result.failure == ExportResult::Failure::None) {
        box.setIcon(result.warnings.isEmpty() ? QMessageBox::Information : QMessageBox::Warning);
        box.setText(tr("%n file(s) written into %1.", nullptr, int(result.written.size())).arg(directory));
    } else {
        box.setIcon(QMessageBox::Critical);
        box.setText(result.failure == ExportResult::Failure::InvalidModel
                ? tr("The model cannot be exported as it is; nothing was written.")
                : tr("The folder could not be written."));
    }
    QStringList details = result.errors;
    details << result.warnings;
    box.setInformativeText(details.value(0));
    if (details.size() > 1)
        box.setDetailedText(details.join(QLatin1Char('\n')));
    box.exec();
}

} // namespace cosmos
