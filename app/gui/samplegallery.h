// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"
#include "model/document/sampledescription.h"

#include <QDialog>
#include <QListWidget>
#include <QTextBrowser>

#include <vector>

namespace cosmos {

// One teaching model bundled with the application.
struct GallerySample {
    QString resourcePath; // ":/samples/NAME.cosmos.json"
    SampleDescription description;
    Model model;
};

// The bundled teaching models in the order resources/samples/gallery.json gives,
// described in the interface language;
// a sample that does not load or has no description is left out (the sample tests
// make sure none is).
std::vector<GallerySample> loadGallery();

// File › New from Sample: the samples on the left, what each one teaches and what
// to look for on the right. The chosen model opens as a new, untitled model.
class SampleGallery : public QDialog {
    Q_OBJECT

public:
    explicit SampleGallery(QWidget *parent = nullptr);

    const std::vector<GallerySample> &samples() const { return m_samples; }
    // The highlighted sample, or -1.
    int currentIndex() const;
    void setCurrentIndex(int index);
    // The description as shown (tests read it).
    QString descriptionText() const;

private:
    void showSample(int index);

    std::vector<GallerySample> m_samples;
    QListWidget *m_list = new QListWidget(this);
    QTextBrowser *m_description = new QTextBrowser(this);
};

// The description as HTML: title, summary, what to look for, what is left out.
QString sampleDescriptionHtml(const SampleDescription &description);

} // namespace cosmos
