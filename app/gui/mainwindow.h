// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QLabel;

namespace cosmos {

class CanvasActions;
class CanvasController;
class FileActions;
class ModelDocument;
class ModelScene;
class ModelView;

// The application window: composes the document, the canvas, the panels and the
// actions. It decides nothing itself.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    ModelDocument *document() const { return m_document; }
    FileActions *fileActions() const { return m_fileActions; }
    ModelView *canvas() const { return m_view; }
    ModelScene *scene() const { return m_scene; }
    CanvasController *controller() const { return m_controller; }

    // Brings analysis and canvas up to date and fits the model into view (for
    // screenshots and the first show).
    void settle();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void updateTitle();
    void updateStatus();
    void applyPalette();

    ModelDocument *m_document;
    FileActions *m_fileActions;
    ModelScene *m_scene;
    ModelView *m_view;
    CanvasController *m_controller;
    CanvasActions *m_canvasActions;
    QLabel *m_totals;
    QLabel *m_zoom;
};

} // namespace cosmos
