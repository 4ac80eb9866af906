// SPDX-License-Identifier: MIT
#include "fileactions.h"

#include "translatedaction.h"
#include "recentfiles.h"
#include "samplegallery.h"
#include "views/common/languagechange.h"
#include "views/document/modeldocument.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace cosmos {

namespace {
// Some desktops define no key for Save As or Quit; the ones most programs use then.
QKeySequence standardOr(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    const QList<QKeySequence> bindings = QKeySequence::keyBindings(key);
    return bindings.isEmpty() ? fallback : bindings.constFirst();
}

QString fileFilter()
{
    return FileActions::tr("Cosmos Modeler models (*.cosmos.json);;JSON files (*.json);;All files (*)");
}
} // namespace

FileActions::FileActions(ModelDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    m_new = translatedAction(this, QT_TR_NOOP("&New"));
    m_new->setShortcut(QKeySequence::New);
    m_new->setIcon(QIcon::fromTheme(QStringLiteral("document-new")));
    connect(m_new, &QAction::triggered, this, &FileActions::newModel);

    m_newFromSample = translatedAction(this, QT_TR_NOOP("New from Sa&mple…"),
        QT_TR_NOOP("Start from a teaching model that shows one modelling lesson"));
    connect(m_newFromSample, &QAction::triggered, this, &FileActions::newFromSample);

    m_open = translatedAction(this, QT_TR_NOOP("&Open…"));
    m_open->setShortcut(QKeySequence::Open);
    m_open->setIcon(QIcon::fromTheme(QStringLiteral("document-open")));
    connect(m_open, &QAction::triggered, this, &FileActions::open);

    m_save = translatedAction(this, QT_TR_NOOP("&Save"));
    m_save->setShortcut(QKeySequence::Save);
    m_save->setIcon(QIcon::fromTheme(QStringLiteral("document-save")));
    connect(m_save, &QAction::triggered, this, &FileActions::save);

    m_saveAs = translatedAction(this, QT_TR_NOOP("Save &As…"));
    m_saveAs->setShortcut(standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    connect(m_saveAs, &QAction::triggered, this, &FileActions::saveAs);

    m_quit = translatedAction(this, QT_TR_NOOP("&Quit"));
    m_quit->setShortcut(standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, m_window, &QWidget::close);

    connect(m_recent, &RecentFiles::changed, this, &FileActions::rebuildRecentMenu);
    m_askAboutDisk = [this](ModelDocument::DiskState state, bool saving) {
        return askAboutDiskChange(m_window, *m_document, state, saving);
    };
    connect(m_document, &ModelDocument::changedOnDisk, this, &FileActions::onChangedOnDisk);
}

// Never overwrite silently, never lose the open work: an unmodified model follows
// the file; a modified one asks; a removed file leaves the model open and unsaved.
void FileActions::onChangedOnDisk(ModelDocument::DiskState state)
{
    if (m_askingAboutDisk) {
        m_changedWhileAsking = true;
        return;
    }
    const QString name = m_document->displayName();
    if (state == ModelDocument::DiskState::Missing) {
        m_document->markModified(); // closing asks to save it again
        Q_EMIT message(tr("%1 was removed or renamed outside Cosmos Modeler; the model stays open and Save writes "
                          "it again.")
                           .arg(name));
        return;
    }
    if (!m_document->isModified()) {
        Diagnostics errors;
        if (m_document->reload(&errors))
            Q_EMIT message(tr("%1 was changed outside Cosmos Modeler and has been reloaded.").arg(name));
        else
            Q_EMIT message(tr("%1 was changed outside Cosmos Modeler but cannot be read (%2); the model open here "
                              "is unchanged.")
                               .arg(name, errors.empty() ? QString() : errors.front().message));
        return;
    }
    const DiskChoice choice = ask(state, false);
    if (choice == DiskChoice::Reload) {
        Diagnostics errors;
        if (!m_document->reload(&errors))
            Q_EMIT message(tr("%1 cannot be read (%2); the model open here is unchanged.")
                               .arg(name, errors.empty() ? QString() : errors.front().message));
    } else if (choice == DiskChoice::KeepMine) {
        m_document->acknowledgeDiskState();
    }
}

DiskChoice FileActions::ask(ModelDocument::DiskState state, bool saving)
{
    // Asked again when the file changed once more while the question was open: the
    // answer was about a version that is no longer there.
    for (;;) {
        m_askingAboutDisk = true;
        m_changedWhileAsking = false;
        const DiskChoice choice = m_askAboutDisk(state, saving);
        m_askingAboutDisk = false;
        if (!m_changedWhileAsking || choice == DiskChoice::Cancel)
            return choice;
        state = m_document->diskState();
        if (state == ModelDocument::DiskState::Unchanged)
            return choice;
    }
}

bool FileActions::mayReplaceFileOnDisk()
{
    if (m_document->diskState() != ModelDocument::DiskState::Changed)
        return true;
    switch (ask(ModelDocument::DiskState::Changed, true)) {
    case DiskChoice::KeepMine:
        return true;
    case DiskChoice::Reload: {
        Diagnostics errors;
        if (!m_document->reload(&errors))
            Q_EMIT message(tr("%1 cannot be read (%2); the model open here is unchanged.")
                               .arg(m_document->displayName(), errors.empty() ? QString() : errors.front().message));
        return false;
    }
    case DiskChoice::Cancel:
        break;
    }
    return false;
}

bool FileActions::writeTo(const QString &path)
{
    QString error;
    if (m_document->save(path, &error))
        return true;
    QMessageBox::warning(m_window, tr("Cannot Save Model"),
        tr("%1 could not be saved: %2\nThe file on disk was not changed and your changes are still open here; use "
           "Save As to choose another place.")
            .arg(QDir::toNativeSeparators(path), error));
    return false;
}

void FileActions::populateMenu(QMenu *menu)
{
    menu->addAction(m_new);
    menu->addAction(m_newFromSample);
    menu->addAction(m_open);
    m_recentMenu = menu->addMenu(QString());
    onEachLanguage(m_recentMenu, [this]() {
        m_recentMenu->setTitle(tr("Open &Recent"));
        rebuildRecentMenu();
    });
    menu->addSeparator();
    menu->addAction(m_save);
    menu->addAction(m_saveAs);
    menu->addSeparator();
    menu->addAction(m_quit);
}

void FileActions::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path]() { openRecent(path); });
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent models"))->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        connect(m_recentMenu->addAction(tr("&Clear List")), &QAction::triggered, m_recent, &RecentFiles::clear);
    }
}

void FileActions::newModel()
{
    if (!maybeSave())
        return;
    Model model;
    model.application.name = tr("New application");
    m_document->reset(std::move(model), QString());
}

void FileActions::newFromSample()
{
    if (!maybeSave())
        return;
    SampleGallery gallery(m_window);
    if (gallery.exec() != QDialog::Accepted || gallery.currentIndex() < 0)
        return;
    openSample(gallery.samples()[size_t(gallery.currentIndex())].model);
}

void FileActions::openSample(const Model &model)
{
    m_document->reset(model, QString());
}

void FileActions::openRecent(const QString &path)
{
    if (maybeSave())
        openFile(path);
}

void FileActions::openSampleAsked(const Model &model)
{
    if (maybeSave())
        openSample(model);
}

void FileActions::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Model"), QString(), fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool FileActions::openFileQuietly(const QString &path, QStringList *errors)
{
    Diagnostics problems;
    if (!m_document->load(path, &problems)) {
        for (const Diagnostic &problem : problems)
            *errors << problem.format(QFileInfo(path).fileName());
        return false;
    }
    m_recent->add(path);
    return true;
}

bool FileActions::openFile(const QString &path)
{
    QStringList lines;
    if (!openFileQuietly(path, &lines)) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot Open Model"),
            tr("%1 could not be opened. The open model was not changed.").arg(QFileInfo(path).fileName()),
            QMessageBox::Ok, m_window);
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.setInformativeText(lines.value(0));
        box.exec();
        if (!QFileInfo::exists(path))
            m_recent->remove(path);
        return false;
    }
    return true;
}

bool FileActions::openBundledSample()
{
    Diagnostics errors;
    if (!m_document->load(QStringLiteral(":/samples/ecommerce.cosmos.json"), &errors))
        return false;
    // A sample is a starting point, not a file to overwrite: saving asks for a name.
    Model model = m_document->model();
    m_document->reset(std::move(model), QString());
    return true;
}

bool FileActions::save()
{
    if (m_document->filePath().isEmpty() || m_document->filePath().startsWith(QLatin1Char(':')))
        return saveAs();
    return mayReplaceFileOnDisk() && writeTo(m_document->filePath());
}

bool FileActions::saveAs()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Model As"), m_document->filePath(), fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".cosmos.json");
    const bool overOpenFile = QFileInfo(path).absoluteFilePath() == m_document->filePath();
    if ((overOpenFile && !mayReplaceFileOnDisk()) || !writeTo(path))
        return false;
    m_recent->add(path);
    return true;
}

bool FileActions::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(m_window, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    // Discard is carried out by what follows (the new model replacing this one, or
    // the window closing): the recovery copy stays until then, in case that fails.
    return answer == QMessageBox::Discard;
}

} // namespace cosmos
