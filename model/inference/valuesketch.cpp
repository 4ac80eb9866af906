// SPDX-License-Identifier: MIT
#include "valuesketch.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace cosmos {

namespace {

constexpr int kPrecision = 12;
constexpr size_t kRegisters = size_t(1) << kPrecision;

// splitmix64's finaliser: spreads FNV's weak low bits over the whole word, which
// HyperLogLog needs (it reads the top bits as a bucket and counts leading zeros).
std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

} // namespace

std::uint64_t ValueSketch::hash(std::string_view bytes, std::uint64_t tag)
{
    std::uint64_t h = 0xcbf29ce484222325ULL ^ tag;
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return mix(h);
}

std::uint64_t ValueSketch::hash(double number)
{
    if (number == 0)
        number = 0; // -0 and 0 are one value
    std::uint64_t bits = 0;
    std::memcpy(&bits, &number, sizeof bits);
    return mix(bits ^ 0x6e756d626572ULL);
}

void ValueSketch::add(std::uint64_t valueHash)
{
    ++m_values;
    if (exact()) {
        ++m_counts[valueHash].count;
        if (m_counts.size() > kExactLimit)
            spill();
        return;
    }
    addToRegisters(valueHash);
    addToHeavyHitters(valueHash);
}

// From exact counts to the sketches: every distinct value goes into the registers
// once (HyperLogLog ignores repeats), and the most frequent keep their exact counts.
void ValueSketch::spill()
{
    m_registers.assign(kRegisters, 0);
    std::vector<std::pair<std::uint64_t, Counter>> counts(m_counts.begin(), m_counts.end());
    for (const auto &[valueHash, counter] : counts)
        addToRegisters(valueHash);
    const size_t kept = std::min(kHeavyHitters, counts.size());
    std::partial_sort(counts.begin(), counts.begin() + std::ptrdiff_t(kept), counts.end(),
        [](const auto &a, const auto &b) { return a.second.count > b.second.count; });
    // A value dropped here that comes back starts again from the smallest counter, so
    // hottestCount() stays a lower bound.
    m_counts.clear();
    for (size_t i = 0; i < kept; ++i)
        m_counts.emplace(counts[i].first, Counter {counts[i].second.count, 0});
}

void ValueSketch::addToRegisters(std::uint64_t valueHash)
{
    const size_t bucket = size_t(valueHash >> (64 - kPrecision));
    const std::uint64_t rest = (valueHash << kPrecision) | (std::uint64_t(1) << (kPrecision - 1));
    const auto rank = std::uint8_t(std::countl_zero(rest) + 1);
    m_registers[bucket] = std::max(m_registers[bucket], rank);
}

void ValueSketch::addToHeavyHitters(std::uint64_t valueHash)
{
    if (auto found = m_counts.find(valueHash); found != m_counts.end()) {
        ++found->second.count;
        return;
    }
    if (m_counts.size() < kHeavyHitters) {
        m_counts.emplace(valueHash, Counter {1, 0});
        return;
    }
    auto smallest = std::min_element(
        m_counts.begin(), m_counts.end(), [](const auto &a, const auto &b) { return a.second.count < b.second.count; });
    const std::uint64_t floor = smallest->second.count;
    m_counts.erase(smallest);
    m_counts.emplace(valueHash, Counter {floor + 1, floor});
}

double ValueSketch::distinctValues() const
{
    if (exact())
        return double(m_counts.size());
    const double m = double(kRegisters);
    double sum = 0;
    size_t zeros = 0;
    for (std::uint8_t r : m_registers) {
        sum += std::ldexp(1.0, -int(r));
        zeros += r == 0;
    }
    const double alpha = 0.7213 / (1 + 1.079 / m);
    const double raw = alpha * m * m / sum;
    // Linear counting is the better estimate while many registers are still empty.
    const double estimate = raw <= 2.5 * m && zeros > 0 ? m * std::log(m / double(zeros)) : raw;
    return std::min(estimate, double(m_values));
}

std::uint64_t ValueSketch::hottestCount() const
{
    std::uint64_t best = 0;
    for (const auto &[valueHash, counter] : m_counts)
        best = std::max(best, counter.count - counter.error);
    return best;
}

} // namespace cosmos
