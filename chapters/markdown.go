package chapters

import (
	"regexp"
	"strings"
)

// Span is an inline code span of a Markdown document: the text between a run
// of backticks and the next run of the same length, on one line, outside
// fenced code blocks. Line counts from 1.
type Span struct {
	Line int
	Text string
}

// Fence is a fenced code block. Info is the text after the opening fence
// (```sh -> "sh"). Marker is the content of an HTML comment
// (<!-- file: docs/x.dlv -->) on the last non-blank line before the fence, or
// "" if there is none: the comment is invisible when GitHub renders the page,
// so it can tell a test which block to read without cluttering the text.
// Line is the line of the opening fence; Body holds the lines in between.
type Fence struct {
	Line   int
	Info   string
	Marker string
	Body   string
}

var (
	fenceOpen = regexp.MustCompile("^ {0,3}(`{3,}|~{3,})(.*)$")
	comment   = regexp.MustCompile(`^\s*<!--\s*(.*?)\s*-->\s*$`)
)

// Parse splits a Markdown document into its inline code spans (outside
// fences) and its fenced code blocks. It knows just enough CommonMark for
// the chapters: fences of three or more backticks or tildes, closed by a
// fence of the same character at least as long; spans that do not cross a
// line.
func Parse(src string) (spans []Span, fences []Fence) {
	lines := strings.Split(src, "\n")
	var (
		open       *Fence
		body       []string
		fenceChar  byte
		fenceLen   int
		lastMarker string
	)
	for i, line := range lines {
		n := i + 1
		if open != nil {
			if isClosingFence(line, fenceChar, fenceLen) {
				open.Body = strings.Join(body, "\n")
				if len(body) > 0 {
					open.Body += "\n"
				}
				fences = append(fences, *open)
				open, body = nil, nil
				continue
			}
			body = append(body, line)
			continue
		}
		if m := fenceOpen.FindStringSubmatch(line); m != nil {
			fenceChar, fenceLen = m[1][0], len(m[1])
			open = &Fence{Line: n, Info: strings.TrimSpace(m[2]), Marker: lastMarker}
			lastMarker = ""
			continue
		}
		if strings.TrimSpace(line) == "" {
			continue // a blank line keeps the marker for the next fence
		}
		if m := comment.FindStringSubmatch(line); m != nil {
			lastMarker = m[1]
			continue
		}
		lastMarker = ""
		for _, text := range lineSpans(line) {
			spans = append(spans, Span{Line: n, Text: text})
		}
	}
	if open != nil { // an unclosed fence runs to the end of the document
		open.Body = strings.Join(body, "\n")
		fences = append(fences, *open)
	}
	return spans, fences
}

func isClosingFence(line string, c byte, n int) bool {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return false
	}
	t = strings.TrimRight(t, " \t")
	return len(t) >= n && strings.Trim(t, string(c)) == ""
}

// lineSpans returns the code spans of one line, stripped of surrounding spaces.
func lineSpans(line string) []string {
	var out []string
	for i := 0; i < len(line); {
		if line[i] != '`' {
			i++
			continue
		}
		run := backtickRun(line, i)
		closeAt := -1
		for j := i + run; j < len(line); {
			if line[j] != '`' {
				j++
				continue
			}
			r := backtickRun(line, j)
			if r == run {
				closeAt = j
				break
			}
			j += r
		}
		if closeAt < 0 { // no closing run: the backticks are literal text
			i += run
			continue
		}
		out = append(out, strings.TrimSpace(line[i+run:closeAt]))
		i = closeAt + run
	}
	return out
}

func backtickRun(s string, i int) int {
	j := i
	for j < len(s) && s[j] == '`' {
		j++
	}
	return j - i
}

// Link is a Markdown inline link target, [text](target), outside fences.
type Link struct {
	Line   int
	Target string
}

var inlineLink = regexp.MustCompile(`\]\(([^()\s]+)(?:\s+"[^"]*")?\)`)

// Links returns the inline link targets of a Markdown document, outside fenced
// code blocks and code spans.
func Links(src string) []Link {
	var out []Link
	inFence := false
	var fenceChar byte
	var fenceLen int
	for i, line := range strings.Split(src, "\n") {
		if inFence {
			if isClosingFence(line, fenceChar, fenceLen) {
				inFence = false
			}
			continue
		}
		if m := fenceOpen.FindStringSubmatch(line); m != nil {
			inFence, fenceChar, fenceLen = true, m[1][0], len(m[1])
			continue
		}
		for _, s := range lineSpans(line) {
			line = strings.Replace(line, s, "", 1)
		}
		for _, m := range inlineLink.FindAllStringSubmatch(line, -1) {
			out = append(out, Link{Line: i + 1, Target: m[1]})
		}
	}
	return out
}
