// SPDX-License-Identifier: MIT
#pragma once

#include "samplegallery.h"

#include <QScrollArea>

class QLabel;
class QVBoxLayout;

namespace cosmos {

class RecentFiles;

// What the window shows on first start and whenever no model is open yet: start a
// model (empty, or guided step by step), open one, reopen a recent one, or learn
// from a teaching sample, each with its one-line lesson. The page only asks; the
// window decides what each request does.
class WelcomePage : public QScrollArea {
    Q_OBJECT

public:
    WelcomePage(RecentFiles *recent, QWidget *parent = nullptr);

    // The teaching samples, read from the resources the first time the page is
    // shown (or asked): a window opened on a file never reads them.
    const std::vector<GallerySample> &samples();

protected:
    void showEvent(QShowEvent *event) override;

Q_SIGNALS:
    void newModelRequested();
    void firstModelRequested(); // a new model with the steps of a first model shown
    void openRequested();
    void recentRequested(const QString &path);
    void sampleRequested(const cosmos::Model &model);
    void shortcutsRequested();

private:
    void setTexts();
    void fillRecent();
    void fillSamples();
    void ensureSamples();

    RecentFiles *m_recent;
    std::vector<GallerySample> m_samples;
    bool m_samplesRead = false;
    QLabel *m_title;
    QLabel *m_tagline;
    QLabel *m_startHeading;
    QLabel *m_recentHeading;
    QLabel *m_samplesHeading;
    QLabel *m_new;
    QLabel *m_first;
    QLabel *m_open;
    QLabel *m_shortcuts;
    QVBoxLayout *m_recentList;
    QVBoxLayout *m_sampleList;
};

} // namespace cosmos
