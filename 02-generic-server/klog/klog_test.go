package klog

import (
	"bytes"
	"errors"
	"regexp"
	"testing"
)

func TestLineFormat(t *testing.T) {
	var buf bytes.Buffer
	old := SetOutput(&buf)
	defer SetOutput(old)
	SetVerbosity(1)
	defer SetVerbosity(0)

	tests := []struct {
		name string
		log  func()
		want string // regexp of the line after the header
	}{
		{"Infof", func() { Infof("Serving securely on %s", "127.0.0.1:6443") }, `Serving securely on 127\.0\.0\.1:6443`},
		{"InfoS quotes the message and strings", func() { InfoS("shutdown event", "name", "ShutdownInitiated", "n", 3) },
			`"shutdown event" name="ShutdownInitiated" n=3`},
		{"ErrorS", func() { ErrorS(errors.New("boom"), "hook failed", "name", "x") }, `"hook failed" err="boom" name="x"`},
		{"V(1) on", func() { V(1).Info("visible") }, `visible`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			buf.Reset()
			tt.log()
			header := `^[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d{6} +\d+ klog_test\.go:\d+\] `
			if re := regexp.MustCompile(header + tt.want + "\n$"); !re.MatchString(buf.String()) {
				t.Errorf("got %q; want match of %q", buf.String(), re)
			}
		})
	}
	buf.Reset()
	V(2).Info("hidden")
	if buf.Len() != 0 {
		t.Errorf("V(2) at -v=1: got %q; want nothing", buf.String())
	}
}
