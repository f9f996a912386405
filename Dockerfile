# MotionReel as a container image: `docker run --rm -v "$PWD:/work" IMAGE render tab.yaml`.
# Two stages. The build, in the Swift image of the toolchain the tests use, runs the Makefile's own
# `make dist` (the Swift standard library and Foundation linked in: --static-swift-stdlib). The
# runtime, a slim Debian of the same release (bookworm, so the packages below are the ones the
# program was linked against), gets only the system libraries the program loads and the fonts it
# draws text with. DockerfileTests checks both stages and the package list against the program.

FROM swift:6.3-bookworm AS build
# The -dev packages of scripts/setup.sh that a build needs (its test tools, Chromium, ffmpeg,
# Python, are not); libcurl4-openssl-dev for the Foundation linked in; make for `make dist`.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends \
      libcairo2-dev libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libavfilter-dev \
      libpng-dev libimagequant-dev pkg-config libdeflate-dev libjpeg62-turbo-dev librsvg2-dev \
      libyaml-dev libpango1.0-dev libcurl4-openssl-dev git make \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# make dist, without its setup prerequisite (-o: the packages are installed above, and setup
# would add the test tools). It writes dist/motionreel-VERSION-linux-ARCH.tar.gz; the archive
# unpacks to motionreel-VERSION-linux-ARCH/, laid out as /opt/motionreel.
RUN make -o setup dist \
    && mkdir -p /opt && tar -xzf dist/motionreel-*-linux-*.tar.gz -C /opt \
    && mv /opt/motionreel-*-linux-* /opt/motionreel

FROM debian:bookworm-slim
# Each package owns a library the program loads (readelf -d's NEEDED, found where ldd finds it,
# owned per dpkg -S); DEPENDS in the archive lists the same. DockerfileTests recomputes the list
# from the program the tests run, so it cannot drift: no more, no fewer.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends \
# runtime libraries: begin
# - what MotionReel's own code links: Cairo, Pango (with HarfBuzz, FreeType, fontconfig), GLib
#   (Pango's and librsvg's objects), librsvg and gdk-pixbuf (SVG), libjpeg-turbo, libpng, zlib,
#   FFmpeg's libavcodec, libavformat, libavutil, libswscale, libdeflate, libimagequant, libyaml;
#   libc6 for libc, libm and the loader.
      libavcodec59 \
      libavformat59 \
      libavutil57 \
      libc6 \
      libcairo2 \
      libdeflate0 \
      libfontconfig1 \
      libfreetype6 \
      libgdk-pixbuf-2.0-0 \
      libglib2.0-0 \
      libharfbuzz0b \
      libimagequant0 \
      libjpeg62-turbo \
      libpango-1.0-0 \
      libpangocairo-1.0-0 \
      libpangoft2-1.0-0 \
      libpng16-16 \
      librsvg2-2 \
      libswscale6 \
      libyaml-0-2 \
      zlib1g \
# - what the Swift runtime and Foundation bring when linked in (--static-swift-stdlib): the
#   system libraries the toolchain's own libswiftCore, libdispatch, libFoundation… load
#   (libstdc++, libgcc_s; libcurl for FoundationNetworking), and those its static link file
#   names (-lstdc++ -lm -ldl -lpthread).
      libcurl4 \
      libgcc-s1 \
      libstdc++6 \
# runtime libraries: end
# fonts: begin
# - the fonts scripts/setup.sh installs for the tests: Inter (the UI font), DejaVu (fallback),
#   Noto Color Emoji, WenQuanYi Micro Hei (Chinese, Japanese, Korean).
      fonts-inter \
      fonts-dejavu-core \
      fonts-noto-color-emoji \
      fonts-wqy-microhei \
# fonts: end
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/motionreel /opt/motionreel
ENV PATH=/opt/motionreel/bin:$PATH
# bin/motionreel checks the system libraries before it runs the program: a package missing above
# fails the image's build here, naming it, instead of the first render.
RUN motionreel --version
WORKDIR /work
ENTRYPOINT ["motionreel"]
CMD ["--help"]
