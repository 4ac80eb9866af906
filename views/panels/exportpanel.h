// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/export/exportfolder.h"

#include <QHash>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTabBar;
class QTextBrowser;
class QsciScintilla;

namespace cosmos {

// Export: every file of the export folder (FORMAT.md section 3) as it would be
// written now — the two design documents, container JSON, indexing policies,
// samples, ARM and Bicep — in a read-only editor with syntax colours, line numbers
// and search, a rendered preview of the documents, Copy, Save and Export All. The
// files come from the same code as `cosmos-modeler-cli export`; only the product on
// screen is rendered, and the view keeps its place when the model changes.
class ExportPanel : public Panel {
    Q_OBJECT

public:
    explicit ExportPanel(ModelDocument *document, QWidget *parent = nullptr);

    void showProduct(ExportProduct product);
    // Chooses a file of the current product by its path in the folder.
    bool showFile(const QString &path);
    QString currentPath() const { return m_currentPath; }
    // The text in the editor (tests read it).
    QString text() const;
    QStringList filePaths() const;
    QsciScintilla *editor() const { return m_editor; }

    // Writes the whole folder into `directory`; the result is also shown to the user
    // by exportAll().
    ExportResult exportInto(const QString &directory) const;

public Q_SLOTS:
    void exportAll();
    void saveCurrent();
    void copyCurrent();
    void findNext();

protected:
    void refresh() override;
    void changeEvent(QEvent *event) override;

private:
    void showCurrentFile();
    void setPreview(bool preview);
    ExportProduct currentProduct() const;

    QTabBar *m_tabs;
    QComboBox *m_files;
    QLineEdit *m_find;
    QCheckBox *m_preview;
    QLabel *m_messages;
    QStackedWidget *m_pages;
    QsciScintilla *m_editor;
    QTextBrowser *m_rendered;

    std::vector<ExportFile> m_rendering; // the current product's files
    QString m_currentPath;
    QHash<int, QString> m_chosenFile; // per product: the file last shown
    bool m_updating = false;
};

} // namespace cosmos
