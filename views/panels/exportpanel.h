// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include "model/export/exportfolder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QTabBar>
#include <QTextBrowser>
#include "views/common/qscintilla.h"

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
    // The text the panel keeps for the editor (at most the shown limit and its note).
    const QString &shownText() const { return m_shownText; }
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
    // The current product's files rendered again from the published analysis: the
    // panel keeps their paths and the text it shows, not every file (the documents of
    // 16,000 entities held 130 MB). Empty when the path is not among them.
    QByteArray renderedBytes(const QString &path) const;
    void showCurrentFile();
    void showText(const QString &path, const QByteArray &bytes);
    void setPreview(bool preview);
    ExportProduct currentProduct() const;

    QTabBar *m_tabs = new QTabBar(this);
    QComboBox *m_files = new QComboBox(this);
    QLineEdit *m_find = new QLineEdit(this);
    QCheckBox *m_preview = new QCheckBox(this);
    QLabel *m_messages = new QLabel(this);
    QStackedWidget *m_pages = new QStackedWidget(this);
    QsciScintilla *m_editor = new QsciScintilla(this);
    QTextBrowser *m_rendered = new QTextBrowser(this);

    QStringList m_paths; // the current product's files
    QString m_currentPath;
    QString m_shownText;              // as the editor shows it: at most kShownLimit characters
    QHash<int, QString> m_chosenFile; // per product: the file last shown
    bool m_updating = false;
};

} // namespace cosmos
