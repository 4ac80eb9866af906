// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QGraphicsView;

namespace cosmos {

class FileActions;
class ModelDocument;

// The application window: composes the document, the canvas, the panels and the
// actions. It decides nothing itself.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    ModelDocument *document() const { return m_document; }
    FileActions *fileActions() const { return m_fileActions; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void updateTitle();

    ModelDocument *m_document;
    FileActions *m_fileActions;
    QGraphicsView *m_canvas;
};

} // namespace cosmos
