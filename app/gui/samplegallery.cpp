// SPDX-License-Identifier: MIT
#include "samplegallery.h"

#include "uilanguage.h"
#include "model/io/modelreader.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace cosmos {

std::vector<GallerySample> loadGallery()
{
    std::vector<GallerySample> out;
    QFile index(QStringLiteral(":/samples/gallery.json"));
    if (!index.open(QIODevice::ReadOnly))
        return out;
    const Json names = Json::parse(index.readAll().toStdString(), nullptr, false);
    if (!names.is_array())
        return out;
    for (const Json &name : names) {
        if (!name.is_string())
            continue;
        GallerySample sample;
        sample.resourcePath = QStringLiteral(":/samples/") + QString::fromStdString(name.get<std::string>());
        LoadResult loaded = ModelReader::readFile(sample.resourcePath);
        if (!loaded.ok())
            continue;
        std::optional<SampleDescription> description = sampleDescription(*loaded.model, UiLanguage::current());
        if (!description)
            continue;
        sample.description = std::move(*description);
        sample.model = std::move(*loaded.model);
        out.push_back(std::move(sample));
    }
    return out;
}

QString sampleDescriptionHtml(const SampleDescription &description)
{
    auto list = [](const QStringList &items) {
        QString html = QStringLiteral("<ul>");
        for (const QString &item : items)
            html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
        return html + QStringLiteral("</ul>");
    };
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(description.title.toHtmlEscaped(), description.summary.toHtmlEscaped());
    if (!description.lookFor.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(SampleGallery::tr("What to look for")) + list(description.lookFor);
    if (!description.notes.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(SampleGallery::tr("Left out on purpose")) + list(description.notes);
    return html;
}

SampleGallery::SampleGallery(QWidget *parent)
    : QDialog(parent)
    , m_samples(loadGallery())
{
    setWindowTitle(tr("New from Sample"));
    setObjectName(QStringLiteral("sampleGallery"));
    for (const GallerySample &sample : m_samples) {
        auto *item = new QListWidgetItem(sample.description.title, m_list);
        item->setToolTip(sample.description.summary);
    }
    m_list->setWordWrap(true);
    m_list->setSpacing(3);
    m_description->setOpenLinks(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &SampleGallery::showSample);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);

    auto *panes = new QHBoxLayout;
    panes->addWidget(m_list, 2);
    panes->addWidget(m_description, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addWidget(buttons);
    resize(920, 560);

    buttons->button(QDialogButtonBox::Open)->setEnabled(!m_samples.empty());
    if (!m_samples.empty())
        m_list->setCurrentRow(0);
}

int SampleGallery::currentIndex() const
{
    return m_list->currentRow();
}

void SampleGallery::setCurrentIndex(int index)
{
    m_list->setCurrentRow(index);
}

QString SampleGallery::descriptionText() const
{
    return m_description->toPlainText();
}

void SampleGallery::showSample(int index)
{
    if (index < 0 || index >= int(m_samples.size())) {
        m_description->clear();
        return;
    }
    m_description->setHtml(sampleDescriptionHtml(m_samples[size_t(index)].description));
}

} // namespace cosmos
