// SPDX-License-Identifier: MIT
#include "diskchangeprompt.h"

#include "model/analysis/analysis.h"
#include "model/analysis/designcomparison.h"
#include "model/io/modelreader.h"
#include "views/canvas/canvastheme.h"
#include "views/panels/comparisonhtml.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cosmos {

namespace {

// The translation context of the question and the comparison.
class DiskChangePrompt {
    Q_DECLARE_TR_FUNCTIONS(DiskChangePrompt)
};

// The version on disk against the open one, in the what-if view's words.
void showComparison(QWidget *parent, const ModelDocument &document)
{
    const LoadResult onDisk = ModelReader::readFile(document.filePath());
    if (!onDisk.ok()) {
        QMessageBox::warning(parent, DiskChangePrompt::tr("Cannot Compare"),
            DiskChangePrompt::tr("The version on disk cannot be read: %1").arg(onDisk.errors.front().message));
        return;
    }
    const CanvasTheme theme = CanvasTheme::fromPalette(parent->palette());
    ComparisonStyle style;
    style.nameA = DiskChangePrompt::tr("On disk");
    style.nameB = DiskChangePrompt::tr("Open here");
    style.better = theme.heat(HeatStatus::Ok);
    style.worse = theme.heat(HeatStatus::Hot);
    style.muted = parent->palette().color(QPalette::PlaceholderText);
    const DesignComparison comparison
        = compareDesigns(*onDisk.model, *analyze(*onDisk.model), document.model(), *document.analysis());

    QDialog dialog(parent);
    dialog.setWindowTitle(DiskChangePrompt::tr("Compare with the File on Disk"));
    auto *caption = new QLabel(comparison.identical()
            ? DiskChangePrompt::tr("The design on disk decides and costs the same as the one open here; they differ only in details "
                 "the comparison does not look at (names, descriptions, layout).")
            : DiskChangePrompt::tr("<b>Open here</b> compared with <b>on disk</b>:"),
        &dialog);
    caption->setWordWrap(true);
    auto *details = new QTextBrowser(&dialog);
    details->setHtml(comparisonDetailsHtml(comparison, style));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(caption);
    layout->addWidget(details, 1);
    layout->addWidget(buttons);
    dialog.resize(760, 560);
    dialog.exec();
}

} // namespace

DiskChoice askAboutDiskChange(
    QWidget *parent, const ModelDocument &document, ModelDocument::DiskState state, bool saving)
{
    const QString name = QFileInfo(document.filePath()).fileName();
    for (;;) {
        QMessageBox box(QMessageBox::Warning, DiskChangePrompt::tr("File Changed on Disk"), QString(), QMessageBox::NoButton, parent);
        if (state == ModelDocument::DiskState::Missing)
            box.setText(DiskChangePrompt::tr("%1 was removed or renamed by another program.").arg(name));
        else
            box.setText(DiskChangePrompt::tr("%1 was changed by another program (or another Cosmos Modeler window) since it was "
                           "opened here.")
                            .arg(name));
        box.setInformativeText(saving
                ? DiskChangePrompt::tr("Saving now replaces that version with the one open here.")
                : (document.isModified() ? DiskChangePrompt::tr("The model open here has unsaved changes.")
                                         : DiskChangePrompt::tr("The model open here has no unsaved changes.")));
        QPushButton *keep = box.addButton(saving ? DiskChangePrompt::tr("Replace It") : DiskChangePrompt::tr("Keep Mine"), QMessageBox::AcceptRole);
        QPushButton *reload = state == ModelDocument::DiskState::Changed
            ? box.addButton(DiskChangePrompt::tr("Reload from Disk"), QMessageBox::DestructiveRole)
            : nullptr;
        QPushButton *compare = state == ModelDocument::DiskState::Changed
            ? box.addButton(DiskChangePrompt::tr("Compare…"), QMessageBox::HelpRole)
            : nullptr;
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(keep);
        box.exec();
        if (box.clickedButton() == keep)
            return DiskChoice::KeepMine;
        if (reload && box.clickedButton() == reload)
            return DiskChoice::Reload;
        if (compare && box.clickedButton() == compare) {
            showComparison(parent, document);
            continue;
        }
        return DiskChoice::Cancel;
    }
}

} // namespace cosmos
